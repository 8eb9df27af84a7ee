import { readFile } from 'node:fs/promises';
import { PAYMENT_RULES } from '@balasin/shared';
import { formatRupiah } from '@balasin/shared/format';
import { expect, test } from '@playwright/test';
import {
  activeCustomer,
  adminRequest,
  agentSignedIn,
  confirmPaymentThroughApi,
  registerCustomer,
  setSubscriptionStatus,
  signInThroughApi,
  submitProofThroughApi,
  verifyEmailThroughMail,
} from '../support/api.ts';
import { failProcedures, paymentShot, sessionRequest } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

const DAY_MS = 86_400_000;

/** Today as the dashboard writes an invoice's date: "27 November 2026", in Jakarta. */
const today = () =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(
    new Date(),
  );

test("an owner finds every invoice in Billing, newest first, and downloads one's PDF again", {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  test.slow();
  // A paid registration (Lite), confirmed by an admin: the first invoice.
  const owner = await registerCustomer(request);
  await verifyEmailThroughMail(request, owner.email);
  await submitProofThroughApi(owner);
  const paid = await confirmPaymentThroughApi(owner.email);
  expect(paid.invoice_number).toMatch(/^INV\/\d{4}\/\d{5}$/);

  // Then 700 days of Lite left, worth more than a Pro month: an upgrade the credit pays for,
  // invoiced at once with nothing to transfer.
  const admin = await adminRequest();
  try {
    const dates = await admin.put(`/api/subscriptions/${paid.subscription_id}/dates`, {
      data: {
        start_date: new Date(Date.now() - 30 * DAY_MS).toISOString(),
        end_date: new Date(Date.now() + 700.25 * DAY_MS).toISOString(),
      },
    });
    expect(dates.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  await signInThroughApi(page, owner);
  const upgraded = await (await sessionRequest(page)).post('/api/payments/upgrade', {
    data: { subscription_id: paid.subscription_id, package: 'pro' },
  });
  expect(upgraded.status(), await upgraded.text()).toBe(200);
  const credited = (await upgraded.json()) as { paid_by_credit: boolean; invoice_number: string };
  expect(credited.paid_by_credit).toBe(true);

  // The owner looks where the package is shown.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Invoices and billing history' }).click({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Invoices' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(2);
  // Newest first: the upgrade, paid by its credit (Rp 0), then the registration's transfer.
  await expect(rows.nth(0)).toContainText(credited.invoice_number);
  await expect(rows.nth(0)).toContainText('Pro · Upgrade');
  await expect(rows.nth(0)).toContainText('Paid by credit, nothing to transfer');
  await expect(rows.nth(0)).toContainText('Rp 0');
  const first = rows.nth(1);
  await expect(first).toContainText(paid.invoice_number);
  await expect(first).toContainText('Lite · New subscription');
  await expect(first).toContainText(formatRupiah(paid.amount).replace(/\s/g, ' '));
  await expect(first).toContainText(today());
  await expectNoSeriousAxeViolations(page);

  // The link is the endpoint's, to download; from the keyboard as from the mouse.
  const link = first.getByRole('link', {
    name: `Download invoice (PDF) ${paid.invoice_number}`,
  });
  await expect(link).toHaveAttribute('href', paid.invoice_url);
  await expect(link).toHaveAttribute('download', '');
  await link.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `invoice-${paid.invoice_number.replaceAll('/', '-')}.pdf`,
  );
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // What the browser fetched: the PDF itself, as issued.
  const response = await (await sessionRequest(page)).get(paid.invoice_url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).equals(file)).toBe(true);
});

test('Billing shows a page of invoices, then older ones on request, and says when a page fails', async ({
  page,
  request,
}) => {
  test.slow();
  // A confirmed registration, then renewals paid one after another: one invoice more than a page.
  const owner = await registerCustomer(request);
  await verifyEmailThroughMail(request, owner.email);
  await submitProofThroughApi(owner);
  const registration = await confirmPaymentThroughApi(owner.email);
  const numbers = [registration.invoice_number];
  for (let i = 0; i < PAYMENT_RULES.invoicePageDefault; i++) {
    // Signed in each time: the tests' access cookie lives shorter than this loop.
    expect((await request.post('/api/auth/login', { data: owner })).status()).toBe(200);
    const renewal = await request.post('/api/payments', {
      data: { subscription_id: registration.subscription_id },
    });
    expect(renewal.status(), await renewal.text()).toBe(200);
    await submitProofThroughApi(owner);
    numbers.push((await confirmPaymentThroughApi(owner.email)).invoice_number);
  }
  const newestFirst = numbers.toReversed();

  await signInThroughApi(page, owner);
  await page.goto('/dashboard/billing');
  const table = page.getByRole('table', { name: 'Invoices' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(PAYMENT_RULES.invoicePageDefault, { timeout: 15_000 });
  await expect(rows.first()).toContainText(newestFirst[0] ?? '');
  await expect(rows.first()).toContainText('Lite · Renewal');
  await expect(rows.last()).toContainText(newestFirst[PAYMENT_RULES.invoicePageDefault - 1] ?? '');
  const older = page.getByRole('button', { name: 'Show older invoices' });
  await expect(older).toBeVisible();
  await paymentShot(page, 'billing-page');
  await expectNoSeriousAxeViolations(page);

  // The next page fails: the invoices shown stay, and the page says so with a retry.
  await failProcedures(page, ['payments.invoices']);
  await older.click();
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load older invoices.' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expect(rows).toHaveCount(PAYMENT_RULES.invoicePageDefault);
  await paymentShot(page, 'billing-older-failed');
  await page.unrouteAll();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(rows).toHaveCount(numbers.length);
  await expect(rows.last()).toContainText(numbers[0] ?? '');
  await expect(rows.last()).toContainText('Lite · New subscription');
  await expect(older).toHaveCount(0);
  await expect(failed).toHaveCount(0);
});

test('Billing says when there is no invoice yet, and when the list cannot load, with a retry', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  // Activated by an admin: running, but no payment confirmed (its open order has no invoice).
  const owner = await activeCustomer(request);
  await signInThroughApi(page, owner);
  await failProcedures(page, ['payments.invoices']);
  // Settings is where an owner looks for account matters.
  await page.goto('/dashboard/settings');
  await page.getByRole('link', { name: 'View invoices' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load your invoices.' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousAxeViolations(page);
  await page.unrouteAll();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  await expect(
    page.getByText('Your first one is e-mailed to you when your payment is confirmed.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('an agent gets no billing: no entry in Settings, and the page says who manages it', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  test.slow();
  const owner = await registerCustomer(request, { businessName: 'Toko Tagihan' }, 'pro');
  await setSubscriptionStatus(owner.email, 'active');
  expect((await request.post('/api/auth/login', { data: owner })).status()).toBe(200);
  await agentSignedIn(page, request);

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View invoices' })).toHaveCount(0);

  let asked = false;
  page.on('request', (sent) => {
    if (sent.url().includes('payments.invoices')) asked = true;
  });
  await page.goto('/dashboard/billing');
  await expect(
    page.getByText(/Numbers, billing and the team are managed by the owner/),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(asked).toBe(false);
});
