import { messages } from '@balasin/shared/messages';
import { expect, test } from '@playwright/test';
import {
  emailChangeLink,
  registerCustomer,
  signInThroughApi,
  uniqueEmail,
  verificationLink,
} from '../support/api.ts';
import { holdNextRequest, toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('sign-in: field checks, a wrong password, the toggle, success, and no second sign-in', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  // A long flow with several accessibility scans.
  test.slow();
  const customer = await registerCustomer(request);
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in | Balasin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Balasin' })).toHaveAttribute('href', '/');
  await expectNoSeriousAxeViolations(page);

  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(email).toHaveAttribute('type', 'email');

  await submit.click();
  await expect(page.getByText(messages.emailRequired)).toBeVisible();
  await expect(page.getByText(messages.passwordRequired)).toBeVisible();

  await email.fill(customer.email);
  await password.fill('not-the-password');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await submit.click();
  // The one form whose failure also toasts: the spec's error catalogue asks for both (section 8).
  await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
  await expect(toastWith(page, messages.loginFailed)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await password.fill(customer.password);
  const release = await holdNextRequest(page, /\/trpc\/auth\.login/);
  await submit.click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  release();
  await expect(toastWith(page, messages.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'WhatsApp Numbers', level: 1 })).toBeVisible();

  // Signed in already: the sign-in page sends the visitor straight on.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the e-mail verification link lands on sign-in with a notice', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // A used or unknown token: the server's redirect carries verified=0.
  await page.goto('/api/auth/verify-email?token=not-a-real-token');
  await expect(page).toHaveURL(/\/login\?verified=0$/);
  await expect(page.getByText(messages.invalidVerificationToken)).toBeVisible();

  await page.goto('/login?verified=1');
  await expect(page.getByText('Your email has been verified. You can sign in now.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('the verification link opened while signed in confirms it on the dashboard, in the account language', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  for (const [locale, banner, confirmation, heading] of [
    ['en', 'Verify your e-mail address', 'Your email has been verified.', 'WhatsApp Numbers'],
    ['id', 'Verifikasi alamat email Anda', 'Email Anda sudah terverifikasi.', 'Nomor WhatsApp'],
  ] as const) {
    const owner = await registerCustomer(request);
    await signInThroughApi(page, owner);
    const chosen = await page.context().request.put('/api/auth/user/locale', { data: { locale } });
    expect(chosen.status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: banner })).toBeVisible();

    // Opened from the mail in the same browser: the server's redirect to /login?verified=1 sends
    // the signed-in owner on to the dashboard, where the banner gives way to a confirmation.
    const link = await verificationLink(owner.email);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toastWith(page, confirmation)).toBeVisible();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: banner })).toHaveCount(0);
    await page.context().clearCookies();
  }
});

test('the e-mail change link opened in a fresh page gives its outcome in the account language', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const owner = await registerCustomer(request);
  await signInThroughApi(page, owner);
  const account = page.context().request;
  expect((await account.put('/api/auth/user/locale', { data: { locale: 'id' } })).status()).toBe(
    200,
  );
  const target = uniqueEmail('baru');
  const asked = await account.post('/api/auth/user/email-change', {
    data: { email: target, password: owner.password },
  });
  expect(asked.status(), await asked.text()).toBe(202);

  // Opened from the mail: the page loads afresh, before this browser has seen the account's
  // language.
  const link = await emailChangeLink(target);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(
    toastWith(page, 'Alamat email Anda sudah diganti. Masuk dengan alamat baru.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible();
});
