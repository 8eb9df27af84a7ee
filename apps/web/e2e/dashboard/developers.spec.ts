import { messagingMessages } from '@balasin/shared';
import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { pairedTestNumber } from '../support/sandbox.ts';

test('an owner creates a token, sends through the API, follows the log, and revokes the token', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  test.slow();
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  const id = await pairedTestNumber(page, 'CS API');

  await page.goto(`/dashboard/numbers/${id}`);
  await page
    .getByRole('navigation', { name: 'Number pages' })
    .getByRole('link', { name: 'Developers' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/numbers/${id}/developers$`));
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  await expect(page.getByText('Nothing sent through the API yet.')).toBeVisible();

  // A name is required; then the token is shown once.
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText(messagingMessages.tokenNameRequired)).toBeVisible();
  await page.getByLabel('Token name').fill('Shop backend');
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.locator('.copy-field-value');
  await expect(shown).toHaveText(/^bls_/);
  const token = (await shown.textContent()) ?? '';
  await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  const row = page.locator('.token-row').filter({ hasText: 'Shop backend' });
  await expect(row).toContainText(token.slice(0, 12));
  await expect(row).toContainText('Never');

  // A third party sends with the token: the log shows it, and its status moves without a reload.
  const sent = await request.post('/api/v1/messages', {
    headers: { authorization: `Bearer ${token}` },
    data: { to: '+6281299990000', type: 'text', text: { body: 'Pesanan #1042 dikirim' } },
  });
  expect(sent.status()).toBe(202);
  const entry = page.locator('.api-log-row').filter({ hasText: 'Pesanan #1042 dikirim' });
  await expect(entry).toContainText('+6281299990000');
  await expect(entry.locator('.message-status')).toHaveText('Delivered', { timeout: 15_000 });
  await page.reload();
  await expect(row).not.toContainText('Never');

  // Revoking asks first; the next call with the token is refused.
  await row.getByRole('button', { name: 'Revoke Shop backend' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke API token' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByText(messagingMessages.tokenRevoked)).toBeVisible();
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  const refused = await request.get('/api/v1/number', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
});

test('a token with a long unbroken name wraps on a phone instead of widening the page', {
  tag: '@phone-only',
}, async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  const id = await pairedTestNumber(page, 'CS API');
  await page.goto(`/dashboard/numbers/${id}/developers`);
  const name = 'y'.repeat(60);
  await page.getByLabel('Token name').fill(name);
  await page.getByRole('button', { name: 'Create token' }).click();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.locator('.token-row').filter({ hasText: name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
