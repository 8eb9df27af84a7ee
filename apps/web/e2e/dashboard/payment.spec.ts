import { SESSION } from '@balasin/shared/limits';
import { paymentMessages } from '@balasin/shared/payments';
import { verificationMessages } from '@balasin/shared/verification';
import { expect, type Page, test } from '@playwright/test';
import { mailsTo, uniqueEmail, uniqueWhatsapp, verifyEmailThroughMail } from '../support/api.ts';
import { paymentShot } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';

/** A tiny but real PNG's first bytes: the server recognises a proof by its content. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

/**
 * The three registration steps in the browser (account, Lite, bank transfer), then the sign-in
 * form: the owner's way in, start to end.
 */
const registerAndSignIn = async (page: Page) => {
  const owner = {
    businessName: 'Toko Sari',
    name: 'Sari Wijaya',
    email: uniqueEmail('money-path'),
    whatsapp: uniqueWhatsapp(),
    password: 'customer-password-1',
  };
  await page.goto('/register');
  for (const [name, value] of Object.entries(owner)) {
    await page.locator(`input[name="${name}"]`).fill(value);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Choose Lite' }).click();
  await page.getByText('Bank Transfer').click();
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL(/\/registration-success$/, { timeout: 30_000 });
  await expect(page.getByTestId('transfer-amount')).toHaveText(/^Rp\s3(49|50)\.\d{3}$/);

  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  return owner;
};

test('an owner pays and sends the proof, an admin confirms, the dashboard shows the package active', async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await registerAndSignIn(page);

  // The session check and the first queries may take a while on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('transfer-amount')).toHaveText(/^Rp\s3(49|50)\.\d{3}$/);
  const amount = (await page.getByTestId('transfer-amount').textContent()) ?? '';
  await expect(page.getByText('Pay by')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy BCA account number' })).toBeVisible();
  await paymentShot(page, 'dashboard-pending');

  // Until the e-mail address is verified, the proof cannot be sent: the banner says why.
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(banner).toContainText(owner.email);
  await expect(page.getByRole('button', { name: 'I have paid' })).toBeDisabled();
  await expect(page.getByText(/"I have paid" opens once it is verified/)).toBeVisible();
  // The registration e-mail went out a moment ago: a new one must wait a minute.
  await banner.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(banner.getByRole('status')).toHaveText(verificationMessages.tooSoon);
  await expectNoSeriousAxeViolations(page);
  await paymentShot(page, 'dashboard-unverified');
  await verifyEmailThroughMail(page.request, owner.email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(banner).toHaveCount(0);

  await page.getByRole('button', { name: 'I have paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'I have paid' });
  await dialog.getByRole('button', { name: 'Send proof' }).click();
  await expect(dialog.getByText(paymentMessages.payerNameRequired)).toBeVisible();
  await dialog.getByLabel('Your bank').fill('BCA');
  await dialog.getByLabel("Sender's name").fill('Sari Wijaya');
  await dialog.getByLabel('Proof of transfer').setInputFiles({
    name: 'bukti-transfer.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await paymentShot(page, 'dashboard-paid-dialog');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send proof' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/We received your proof on/)).toBeVisible();
  await paymentShot(page, 'dashboard-submitted');

  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  try {
    const login = await admin.request.post('/api/auth/login', { data: ADMIN });
    expect(login.status()).toBe(200);
    await admin.goto('/robots.txt');
    await admin.evaluate((key) => window.localStorage.setItem(key, '1'), SESSION.clientFlagKey);
    await admin.goto(`/admin/payments?q=${encodeURIComponent(owner.email)}`);
    await expect(admin.getByRole('heading', { name: 'Payments' })).toBeVisible({ timeout: 30_000 });
    const row = admin.getByRole('row').filter({ hasText: owner.email });
    await expect(row).toContainText(amount);
    await expect(row.getByRole('link', { name: 'View proof' })).toHaveAttribute('href', /\/proof$/);
    await paymentShot(admin, 'admin-payments');
    await expectNoSeriousAxeViolations(admin);
    await row.getByRole('button', { name: 'Confirm' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Confirm payment' });
    await expect(confirm).toContainText(amount);
    await paymentShot(admin, 'admin-confirm-dialog');
    await confirm.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(admin.getByText(paymentMessages.confirmed)).toBeVisible();
    await expect(confirm).toBeHidden();
  } finally {
    await adminContext.close();
  }

  // The owner comes back to the open tab (from the invoice e-mail): no reload needed.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText(/Lite package/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/active until/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toHaveCount(0);

  // The invoice reaches the owner's mailbox: the confirmation, with the numbered PDF attached.
  await expect
    .poll(
      async () =>
        (await mailsTo(owner.email)).find((mail) => /Subject: .*invoice/i.test(mail)) ?? '',
      { timeout: 30_000 },
    )
    .toMatch(/Content-Type: application\/pdf[\s\S]*filename="?invoice-[\w-]+\.pdf/i);
});
