import { engineMessages } from '@balasin/shared';
import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi, uniqueWhatsapp } from '../support/api.ts';
import { sessionRequest } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('a test number goes from added to connected without a phone, and the list follows live', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  test.slow();
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  await page.goto('/dashboard');

  // Added from the dashboard before any payment: a test number.
  await page.getByRole('button', { name: 'Add Number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add WhatsApp Number' });
  await dialog.getByLabel('Business name').fill('CS Uji');
  await dialog.getByLabel('WhatsApp number').fill(`+62${uniqueWhatsapp()}`);
  await dialog.getByLabel(/Test number/).check();
  await dialog.getByRole('button', { name: 'Add Number' }).click();
  const card = page.locator('.number-card').filter({ hasText: 'CS Uji' });
  await expect(card.getByText('Test number')).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Disconnected');

  // A second tab keeps the list open: its badge must follow without a reload.
  const listTab = await page.context().newPage();
  await listTab.goto('/dashboard');
  const liveCard = listTab.locator('.number-card').filter({ hasText: 'CS Uji' });
  await expect(liveCard.getByRole('status')).toHaveText('Disconnected');

  await card.getByRole('link', { name: /Manage/ }).click();
  await expect(page.getByRole('heading', { name: 'CS Uji', level: 1 })).toBeVisible();
  await expect(page.getByText('Not linked to WhatsApp')).toBeVisible();
  await page.getByRole('button', { name: 'Connect' }).click();

  const qr = page.getByRole('img', { name: 'QR code to scan with WhatsApp on your phone' });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for scan' })).toBeVisible();
  // A test number needs no phone: the card says so instead of sending the owner to WhatsApp.
  const connection = page.locator('.number-connection');
  await expect(connection).toContainText(
    'A test number needs no phone: press Scan with the test phone below.',
  );
  await expect(connection).not.toContainText('open WhatsApp');
  await expect(liveCard.getByRole('status')).toHaveText('Connecting');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Scan with the test phone' }).click();
  await expect(page.getByText('Linked to WhatsApp: messages')).toBeVisible();
  await expect(qr).toBeHidden();
  await expect(liveCard.getByRole('status')).toHaveText('Connected');

  // The test phone: a customer writes, and the chat shows it.
  await page.getByRole('link', { name: 'Open the test phone' }).click();
  await page.getByLabel('Message').fill('Halo, toko buka hari Minggu?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.chat-bubble.is-mine')).toContainText('Halo, toko buka hari Minggu?');
  await expect(page.getByLabel('Message')).toHaveValue('');

  // A file (the message box's text its caption) and a place, as a customer sends them.
  const pdf = Buffer.from('%PDF-1.4 katalog harga');
  await page.getByLabel('Message').fill('Ini katalognya');
  await page
    .getByLabel('Attach a file')
    .setInputFiles({ name: 'katalog.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(
    page.locator('.chat-bubble.is-mine').filter({ hasText: '[document] katalog.pdf' }),
  ).toContainText('Ini katalognya');
  await page.getByRole('button', { name: 'Share a location' }).click();
  await expect(
    page.locator('.chat-bubble.is-mine').filter({ hasText: '[location] -6.1754, 106.8272' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The number kept the file: the owner downloads the same bytes.
  const numberId = /numbers\/([^/]+)\/test-phone/.exec(page.url())?.[1];
  let documentId: string | undefined;
  const owner = await sessionRequest(page);
  await expect
    .poll(async () => {
      const list = await owner.get(`/api/whatsapp-numbers/${numberId}/messages`);
      const { items } = (await list.json()) as { items: { id: string; type: string }[] };
      documentId = items.find((message) => message.type === 'document')?.id;
      return documentId;
    })
    .toBeTruthy();
  const file = await owner.get(`/api/messages/${documentId}/media`);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(pdf)).toBe(true);
  expect(file.headers()['content-disposition']).toBe('attachment; filename=katalog.pdf');

  // Log out asks first, then the number is disconnected here and in the other tab.
  await page.getByRole('link', { name: 'CS Uji' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out of WhatsApp' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page.getByText(engineMessages.loggedOut)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
  await expect(liveCard.getByRole('status')).toHaveText('Disconnected');
  await listTab.close();
});

test("someone else's number, or one that does not exist, is not found", {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  await page.goto('/dashboard/numbers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('WhatsApp number not found');
  await page.getByRole('link', { name: 'Back to WhatsApp Numbers' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
