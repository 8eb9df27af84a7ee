import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

/** A receiver on this machine that accepts everything and counts what it got. */
const startReceiver = async () => {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString());
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/balasin`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A sandbox number of the signed-in owner, paired, and a message from a customer to it. */
const customerWrites = async (page: Page, text: string) => {
  const numberId = await pairedTestNumber(page, 'Webhook shop');
  await sandboxCustomer(page, numberId, { phone: '+6281234500001' }).writes(text);
};

test(
  'an owner adds an endpoint, copies its secret once, and sees deliveries arrive and replay',
  { tag: '@desktop-only' },
  async ({ page, request, context }, testInfo) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const receiver = await startReceiver();
    try {
      const customer = await registerCustomer(request);
      await signInThroughApi(page, customer);
      await page.goto('/dashboard/webhooks');
      await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
      await expect(page.getByText('No endpoints yet.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Add your first endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add endpoint' });
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(form.getByText('Enter the http(s) address of your server')).toBeVisible();
      await form.getByLabel('URL').fill(receiver.url);
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
      const secret = await secretDialog
        .getByRole('status', { name: 'Signing secret' })
        .textContent();
      expect(secret).toMatch(/^whsec_/);
      const copySecret = secretDialog.getByRole('button', { name: 'Copy secret' });
      await copySecret.click();
      await expect(copySecret).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await secretDialog.getByRole('button', { name: 'Done' }).click();
      // Shown once: the page holds no copy of it any more.
      await expect(page.getByText(secret ?? '?')).toHaveCount(0);

      const card = page.locator('.webhook-endpoint').filter({ hasText: receiver.url });
      await expect(card.getByText('Active')).toBeVisible();
      await expect(page.getByText('No deliveries yet.')).toBeVisible();

      await customerWrites(page, 'Halo, masih buka?');
      const log = page.getByRole('region', { name: 'Deliveries' });
      const delivery = log.locator('.webhook-delivery').filter({ hasText: 'Message received' });
      await expect(delivery.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
      await expect(delivery.getByText('204')).toBeVisible();
      await expect.poll(() => receiver.bodies.length).toBeGreaterThanOrEqual(1);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`webhooks-${testInfo.project.name}.png`),
        fullPage: true,
      });

      const before = receiver.bodies.length;
      await delivery
        .getByRole('button', { name: /^Replay/ })
        .first()
        .click();
      await expect(toastWith(page, 'Delivery queued again')).toBeVisible();
      await expect.poll(() => receiver.bodies.length).toBeGreaterThan(before);
    } finally {
      await receiver.close();
    }
  },
);
