import { messages } from '@balasin/shared/messages';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/api.ts';

// The form's logic, the same at every width; the page's layout at 375 px is the geometry test's.
test('/contact: WhatsApp click-to-chat, e-mail and office', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Hubungi Kami | Balasin');
  const channels = page.locator('.channel-list');
  await expect(channels.getByRole('link', { name: /\+62/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/62\d+$/,
  );
  await expect(channels.getByRole('link', { name: /@balasin\.id/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(channels).toContainText('Kantor');
  await expect(channels).toContainText('Jakarta');
});

test('the form shows field errors in Indonesian, then sends and confirms', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/contact');
  const form = page.locator('form');
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(form.getByText(messages.contactNameRequired)).toBeVisible();
  await expect(form.getByText(messages.contactEmailRequired)).toBeVisible();
  await expect(form.getByText(messages.contactMessageTooShort)).toBeVisible();
  await expect(form.getByLabel('Nama')).toBeFocused();
  await expect(form.getByLabel('Nama')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Nama').fill('Sari Wijaya');
  await form.getByLabel('Email').fill('bukan-email');
  await form.getByLabel('Pesan').fill('Halo, saya ingin bertanya soal paket Pro.');
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(form.getByText(messages.contactEmailInvalid)).toBeVisible();
  await expect(form.getByText(messages.contactNameRequired)).toHaveCount(0);

  await form.getByLabel('Email').fill(uniqueEmail('contact'));
  await form.getByLabel(/Nomor WhatsApp/).fill('081234567890');
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.contactSent })).toBeVisible();
  await expect(form.getByLabel('Nama')).toHaveValue('');
  await expect(form.getByLabel('Pesan')).toHaveValue('');
});

test("the server's refusal is shown: too many messages", { tag: '@desktop-only' }, async ({
  page,
}) => {
  // The limit itself is the server's (tested there); here, that the visitor is told.
  await page.route('**/trpc/contact.send**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: messages.tooManyRequests,
            code: -32029,
            data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'contact.send' },
          },
        },
      ]),
    }),
  );
  await page.goto('/contact');
  const form = page.locator('form');
  await form.getByLabel('Nama').fill('Sari Wijaya');
  await form.getByLabel('Email').fill(uniqueEmail('contact'));
  await form.getByLabel('Pesan').fill('Halo, saya ingin bertanya soal paket Pro.');
  await form.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.contactTooMany })).toBeVisible();
  await expect(form.getByLabel('Nama')).toHaveValue('Sari Wijaya');
});
