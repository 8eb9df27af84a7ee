import { messages } from '@balasin/shared/messages';
import { DEFAULT_OPERATOR_SETTINGS } from '@balasin/shared/operator';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { registerCustomer, uniqueEmail, uniqueWhatsapp } from '../support/api.ts';
import { holdNextRequest } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { E2E_BASE_URL } from '../support/env.ts';

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Registration steps' }).locator('[aria-current="step"]');

const fillAccount = async (
  page: Page,
  account: {
    businessName: string;
    name: string;
    email: string;
    whatsapp: string;
    password: string;
  },
) => {
  for (const [name, value] of Object.entries(account)) await field(page, name).fill(value);
};

/** Account step filled and sent, Lite chosen: the wizard is on its payment step. */
const reachPayment = async (page: Page, email: string) => {
  await page.goto('/register');
  await fillAccount(page, {
    businessName: 'Toko Sari',
    name: 'Sari Wijaya',
    email,
    whatsapp: uniqueWhatsapp(),
    password: 'a-good-password',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Choose Lite' }).click();
  await expect(currentStep(page)).toContainText('Payment');
};

const BANK_ACCOUNTS = DEFAULT_OPERATOR_SETTINGS.bankAccounts;
const COMPANY_NAME = DEFAULT_OPERATOR_SETTINGS.companyName;
const SUPPORT_EMAIL = DEFAULT_OPERATOR_SETTINGS.supportEmail;

/**
 * Both accounts, each with a button that copies it (digits only), and the amount: before
 * registering the price; after, the exact amount with its unique code, copied as digits.
 */
const expectPaymentDetails = async (page: Page, ordered = false) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  if (ordered) {
    const amount = page.getByTestId('transfer-amount');
    await expect(amount).toHaveText(/^Rp\s3(49|50)\.\d{3}$/);
    const copy = page.getByRole('button', { name: 'Copy the amount' });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    const digits = ((await amount.textContent()) ?? '').replace(/\D/g, '');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digits);
    await expect(page.getByText('Pay by')).toBeVisible();
  } else {
    await expect(page.getByText('Rp 349.500').first()).toBeVisible();
  }
  for (const account of BANK_ACCOUNTS) {
    await page.getByRole('button', { name: `Copy ${account.bank} account number` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      account.accountNumber.replace(/\D/g, ''),
    );
  }
};

test('registration: account, package and payment steps, values kept, then the success page', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // A long flow with several accessibility scans.
  test.slow();
  const email = uniqueEmail('wizard');
  const whatsapp = uniqueWhatsapp();
  await page.goto('/register');
  await expect(page).toHaveTitle('Create your account | Balasin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(currentStep(page)).toContainText('Account');
  await expectNoSeriousAxeViolations(page);

  // Step 1: every field is required, with the server's own messages.
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const message of [
    messages.businessNameRequired,
    messages.nameRequired,
    messages.emailRequired,
    messages.numberRequired,
    messages.passwordRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('+62', { exact: true })).toBeVisible();
  await expect(field(page, 'whatsapp')).toHaveAttribute('placeholder', /^[1-9]\d+$/);
  await expect(
    page.getByText('Mohon isi dengan nomor WA atau nomor PIC Anda yang aktif'),
  ).toBeVisible();
  await expect(field(page, 'email')).toHaveAttribute('type', 'email');
  await expect(field(page, 'password')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(field(page, 'password')).toHaveAttribute('type', 'text');

  await fillAccount(page, {
    businessName: 'Warung Makan Sari',
    name: 'Sari Wijaya',
    email: 'not-an-email',
    // Typed with the national leading 0: it is dropped after the fixed +62.
    whatsapp: `0${whatsapp}`,
    password: 'short',
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(messages.emailInvalid)).toBeVisible();
  await expect(page.getByText(messages.passwordTooShort)).toBeVisible();
  // Filled in, the 'required' messages are gone; each error clears as its field is fixed.
  for (const message of [messages.businessNameRequired, messages.numberRequired]) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(0);
  }
  await expect(field(page, 'businessName')).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, 'whatsapp').fill('8123');
  await expect(page.getByText(messages.invalidNumber)).toBeVisible();
  await field(page, 'whatsapp').fill(`0${whatsapp}`);
  await expect(page.getByText(messages.invalidNumber)).toHaveCount(0);
  await field(page, 'email').fill(email);
  await expect(page.getByText(messages.emailInvalid)).toHaveCount(0);
  await field(page, 'password').fill('a-good-password');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: Lite only, not marked popular; Back keeps what was typed.
  await expect(currentStep(page)).toContainText('Package');
  await expect(page.getByText('Account (completed)')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Lite', level: 3 })).toBeVisible();
  await expect(page.getByText('Rp 349.500')).toBeVisible();
  await expect(page.getByText('4 WhatsApp numbers')).toBeVisible();
  await expect(page.getByText(/popular/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Choose/ })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(field(page, 'email')).toHaveValue(email);
  await expect(field(page, 'whatsapp')).toHaveValue(`0${whatsapp}`);
  await expect(field(page, 'businessName')).toHaveValue('Warung Makan Sari');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Choose Lite' }).click();

  // Step 3: no method chosen yet, so no bank details and a refusal on submit.
  await expect(currentStep(page)).toContainText('Payment');
  const bankTransfer = page.getByRole('radio', { name: 'Bank Transfer' });
  await expect(bankTransfer).not.toBeChecked();
  await expect(page.getByText(BANK_ACCOUNTS[0]?.accountNumber ?? 'none')).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.paymentMethodMissing);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(currentStep(page)).toContainText('Package');
  await page.getByRole('button', { name: 'Choose Lite' }).click();

  await page.getByText('Bank Transfer').click();
  await expect(bankTransfer).toBeChecked();
  for (const account of BANK_ACCOUNTS) {
    await expect(page.getByText(account.bank, { exact: true })).toBeVisible();
    await expect(page.getByText(account.accountNumber)).toBeVisible();
  }
  await expect(page.getByText(COMPANY_NAME)).toHaveCount(BANK_ACCOUNTS.length);
  // What the price pays for, in words (a raw message key showed here once).
  await expect(page.getByText('Lite, 1 year', { exact: true })).toBeVisible();
  await expectPaymentDetails(page);
  await expectNoSeriousAxeViolations(page);

  const release = await holdNextRequest(page, /\/trpc\/auth\.register/);
  const sent = page.waitForRequest(/\/trpc\/auth\.register/);
  await page.getByRole('button', { name: 'Complete registration' }).click();
  // The page's language goes with the registration: the account's and its first e-mail's.
  expect((await sent).postData()).toContain('"locale":"en"');
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/registration-success$/);
  await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(page.getByText(/sent a verification email with the next steps/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expectPaymentDetails(page, true);
  await expectNoSeriousAxeViolations(page);

  // What the wizard sent: the account exists, with +62 and the digits typed after the 0.
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await api.post('/api/auth/login', {
      data: { email, password: 'a-good-password' },
    });
    expect(login.status()).toBe(200);
    const { user } = (await login.json()) as {
      user: { name: string; businessName: string; whatsappNumber: string };
    };
    expect(user).toMatchObject({
      name: 'Sari Wijaya',
      businessName: 'Warung Makan Sari',
      whatsappNumber: `+62${whatsapp}`,
    });
  } finally {
    await api.dispose();
  }
});

test('registration failures show in the red box on the payment step', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const existing = await registerCustomer(request);
  await reachPayment(page, existing.email);
  await page.getByText('Bank Transfer').click();
  const submit = page.getByRole('button', { name: 'Complete registration' });

  await page.route(/\/trpc\/auth\.register/, (route) => route.abort());
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(messages.registrationError);
  await page.unroute(/\/trpc\/auth\.register/);

  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(messages.emailAlreadyRegisteredHint);
  await expect(page.getByRole('alert')).toHaveClass(/alert-error/);
  await expect(currentStep(page)).toContainText('Payment');
  await expect(page).toHaveURL(/\/register$/);
});

test('on a phone the payment step puts Back and Complete registration each across the card', {
  tag: '@phone-only',
}, async ({ page }) => {
  await reachPayment(page, uniqueEmail());
  const back = await page.getByRole('button', { name: 'Back' }).boundingBox();
  const complete = await page.getByRole('button', { name: 'Complete registration' }).boundingBox();
  if (!back || !complete) throw new Error('no buttons');
  // Were two left-aligned buttons of unequal widths, wrapped onto two lines.
  expect(complete.width).toBeCloseTo(back.width, 0);
  expect(complete.x).toBeCloseTo(back.x, 0);
  expect(complete.y).toBeGreaterThan(back.y + back.height);
});
