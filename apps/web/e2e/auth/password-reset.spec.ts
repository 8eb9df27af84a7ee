import { messages } from '@balasin/shared/messages';
import { passwordResetMessages } from '@balasin/shared/password-reset';
import { expect, type Page, test } from '@playwright/test';
import { mailsTo, registerCustomer, uniqueEmail } from '../support/api.ts';
import { expectNoToast } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

const NEW_PASSWORD = 'a-brand-new-password-7';

/** The reset link in the newest reset e-mail the test mailbox got for this address. */
const resetLink = async (email: string) => {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        // Quoted-printable wraps long lines with a trailing "=" and writes "=" as "=3D".
        link = (await mailsTo(email))
          .map(
            (mail) =>
              mail
                .replace(/=\r?\n/g, '')
                .replaceAll('=3D', '=')
                .match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/)?.[0],
          )
          .filter(Boolean)
          .at(-1);
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
};

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });

test('a forgotten password: asked for from sign-in, reset through the e-mailed link once, every device signed out', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = await registerCustomer(request);
  // Another device, signed in before the reset.
  expect((await request.post('/api/auth/login', { data: customer })).status()).toBe(200);
  expect((await request.get('/api/auth/user')).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page).toHaveTitle('Forgot password | Balasin');
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'forgot-password-en');

  const send = page.getByRole('button', { name: 'Send reset link' });
  await send.click();
  await expect(page.getByText(messages.emailRequired)).toBeVisible();
  await page.getByLabel('Email').fill(customer.email.toUpperCase());
  await send.click();
  await expect(page.locator('.app-notice')).toHaveText(passwordResetMessages.sent);
  await shot(page, 'forgot-password-sent-en');

  const link = await resetLink(customer.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'reset-password-en');

  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Reset password' });
  await password.fill('short');
  await confirm.fill('short');
  await submit.click();
  await expect(page.getByText(messages.passwordTooShort)).toBeVisible();
  await password.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(page.getByText(passwordResetMessages.mismatch)).toBeVisible();
  await confirm.fill(NEW_PASSWORD);
  await submit.click();

  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.locator('.app-notice')).toHaveText(passwordResetMessages.done);
  // The other device is out at its next request.
  expect((await request.get('/api/auth/user')).status()).toBe(401);

  const email = page.getByLabel('Email');
  const current = page.getByLabel('Password', { exact: true });
  await email.fill(customer.email);
  await current.fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.form-error')).toBeVisible();
  await current.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The link worked once: opened again it is refused, with the way to ask for a new one.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password-9');
  await page.getByLabel('Confirm new password', { exact: true }).fill('yet-another-password-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(passwordResetMessages.invalidToken);
  // The form says it, above the fields and the way on: once, not again as a toast.
  await expectNoToast(page);
  await shot(page, 'reset-password-used-en');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('in Indonesian: the same answer for an unknown address, and a dead link says to ask again', async ({
  page,
  request,
}) => {
  const nobody = uniqueEmail('nobody');
  await page.goto('/forgot-password');
  await page.getByLabel('Language').selectOption('id');
  await expect(page.getByRole('heading', { name: 'Atur ulang kata sandi' })).toBeVisible();
  await shot(page, 'forgot-password-id');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Kirim tautan' }).click();
  await expect(page.locator('.app-notice')).toHaveText(
    'Jika ada akun dengan alamat ini, kami telah mengirim tautan untuk mengatur ulang kata sandinya.',
  );
  await shot(page, 'forgot-password-sent-id');

  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Pilih kata sandi baru' })).toBeVisible();
  await expect(page.getByText('Minimal 8 karakter')).toBeVisible();
  await shot(page, 'reset-password-id');
  await page.getByLabel('Kata sandi baru', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Ulangi kata sandi baru', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Atur ulang kata sandi' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Tautan atur ulang kata sandi ini tidak valid, sudah kedaluwarsa, atau sudah dipakai. Silakan minta tautan baru.',
  );
  await expectNoToast(page);
  await shot(page, 'reset-password-dead-id');
  await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Lupa kata sandi?' })).toBeVisible();
  await shot(page, 'login-id');

  // Nothing was sent to an address no account has. The worker takes requests in order: once an
  // account asked for after it has its link, the unknown address's request has been handled.
  const known = await registerCustomer(request);
  const asked = await request.post('/api/auth/password-reset', { data: { email: known.email } });
  expect(asked.status(), await asked.text()).toBe(200);
  await resetLink(known.email);
  expect(await mailsTo(nobody)).toEqual([]);
});

test('a request for the link that does not get through says so in the form, not in a toast', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.route('**/trpc/auth.requestPasswordReset**', (route) => route.abort());
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(uniqueEmail('offline'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Could not send the reset link. Please try again.',
  );
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoToast(page);
});
