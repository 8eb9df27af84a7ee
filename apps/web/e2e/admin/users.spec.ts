import { adminUserMessages } from '@balasin/shared/admin-user-messages';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import {
  confirmPaymentThroughApi,
  registerCustomer,
  setSubscriptionStatus,
  submitProofThroughApi,
  verifyEmailThroughMail,
} from '../support/api.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { E2E_BASE_URL } from '../support/env.ts';
import { seedOwners, signInAsAdmin, uniquePrefix } from './seed.ts';

test.use({ timezoneId: 'Asia/Jakarta' });

const dataRows = (page: Page) => page.locator('.data-table tbody tr:not(.data-table-message)');
const searchBox = (page: Page) => page.getByPlaceholder('Search by e-mail or name...');
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `/tmp/shots-users/${test.info().project.name}-${name}.png`,
    fullPage: true,
  });

/** Nothing wider than the window: the page never scrolls sideways. */
const expectNoSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

const signInStatus = async (email: string) => {
  const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const response = await request.post('/api/auth/login', {
    data: { email, password: 'customer-password-1' },
  });
  const body = (await response.json()) as { message?: string };
  await request.dispose();
  return { status: response.status(), message: body.message };
};

// The screens' layout at 375 px is the geometry test's (user detail, its dialog, the audit log).
test.describe('admin users and the audit log', { tag: '@desktop-only' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let prefix = '';
  let emails: string[] = [];

  test.beforeAll(async () => {
    prefix = uniquePrefix();
    const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    emails = await seedOwners(request, prefix, Array<'lite'>(12).fill('lite'));
    await request.dispose();
  });

  test('search pages by ten; a user in detail; disable, enable, promote and demote', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    await expect(page).toHaveTitle('Manage Users | Balasin');
    await searchBox(page).fill(prefix.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${prefix.toUpperCase()}`));
    await expect(dataRows(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'users-list');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(dataRows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(dataRows(page)).toHaveCount(10);

    // Nobody matches: the empty state says what to do.
    await searchBox(page).fill(`${prefix}-nobody`);
    await expect(page.getByText(/No users match this search/)).toBeVisible();

    const email = emails[0] ?? '';
    await searchBox(page).fill(email);
    await expect(dataRows(page)).toHaveCount(1);
    await page.getByRole('link', { name: `View ${email}` }).click();
    await expect(page).toHaveURL(/user=/);
    await expect(page.getByRole('heading', { name: 'Sari Wijaya' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Toko Sari/ })).toBeVisible();
    await expect(page.getByText(/Lite · Pending/)).toBeVisible();
    await expect(page.getByText(/Rp\s?\d/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'user-detail');

    await page.getByRole('button', { name: 'Disable user' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('signed out everywhere');
    await shot(page, 'user-disable-dialog');
    await dialog.getByRole('button', { name: 'Disable user' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.admin-detail-list').getByText('Disabled')).toBeVisible();
    expect(await signInStatus(email)).toEqual({
      status: 403,
      message: adminUserMessages.accountDisabled,
    });

    await page.getByRole('button', { name: 'Enable user' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enable user' }).click();
    await expect(page.getByRole('button', { name: 'Disable user' })).toBeVisible();
    expect((await signInStatus(email)).status).toBe(200);

    await page.getByRole('button', { name: 'Make admin' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make admin' }).click();
    await expect(page.locator('.admin-detail-list').getByText('Admin')).toBeVisible();
    await page.getByRole('button', { name: 'Remove admin role' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove admin role' }).click();
    await expect(page.getByRole('button', { name: 'Make admin' })).toBeVisible();

    await page.getByRole('link', { name: /Back to users/ }).click();
    await expect(searchBox(page)).toHaveValue(email);
  });

  test('the audit log lists those actions in words, filtered by target and action', async ({
    page,
  }) => {
    const email = emails[0] ?? '';
    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: `View ${email}` }).click();
    const userId = new URL(page.url()).searchParams.get('user') ?? '';

    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Audit Log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
    await expect(page).toHaveTitle('Audit Log | Balasin');

    await page.getByLabel('Target ID').fill(userId);
    const rows = dataRows(page);
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText(`Removed the admin role of ${email}`);
    await expect(rows.nth(1)).toContainText(`Made ${email} an admin`);
    await expect(rows.nth(2)).toContainText(`Enabled the account of ${email}`);
    await expect(rows.nth(3)).toContainText(`Disabled the account of ${email}`);
    await expect(rows.nth(3)).toContainText('admin@');
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'audit');

    await page.getByLabel('Action').selectOption('user.disable');
    await expect(rows).toHaveCount(1);
    await expect(page).toHaveURL(/action=user.disable/);
    await page.getByLabel('From', { exact: true }).fill('2000-01-01');
    await page.getByLabel('To', { exact: true }).fill('2000-01-02');
    await expect(page.getByText(/No entries match these filters/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/action=/);

    await page.getByLabel('Target ID').fill('not-an-id');
    await expect(page.getByText(/A target ID is a UUID/)).toBeVisible();

    // Payments' and subscriptions' actions name them as the admin screens show them, not by id,
    // and lead there.
    const subscriptionId = await setSubscriptionStatus(emails[1] ?? '', 'active');
    await page.getByLabel('Target ID').fill(subscriptionId);
    await expect(rows).toHaveCount(1);
    const subscription = `the Lite subscription of ${emails[1]}`;
    await expect(rows.nth(0)).toContainText(`Changed the status of ${subscription}`);
    await expect(rows.nth(0)).not.toContainText(subscriptionId);
    await rows.nth(0).getByRole('link', { name: subscription }).click();
    await expect(page).toHaveURL(/\/admin\/subscriptions\?q=/);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).nth(0)).toContainText(emails[1] ?? '');

    const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    const owner = await registerCustomer(request, {}, 'pro');
    await verifyEmailThroughMail(request, owner.email);
    await submitProofThroughApi(owner);
    const payment = await confirmPaymentThroughApi(owner.email);
    const amount = `Rp\u00a0${payment.amount.toLocaleString('id-ID')}`;
    await page.goto(`/admin/audit?target=${payment.id}`);
    await expect(rows).toHaveCount(2);
    const named = `the payment of ${amount} by ${owner.email} (Pro, ${payment.invoice_number})`;
    await expect(rows.nth(0)).toContainText(`Confirmed ${named}`);
    await expect(rows.nth(1)).toContainText(`Sent ${named} for review`);
    await expectNoSidewaysScroll(page);
    await rows.nth(0).getByRole('link', { name: named }).click();
    // The router quotes a text that reads as a number (q=%22579250%22), as when one is typed.
    await expect(page).toHaveURL(
      new RegExp(`/admin/payments\\?q=(%22)?${payment.amount}(%22)?&status=all`),
    );
    // Another test's order, closed since, may share the amount: this one is among the rows.
    await expect(dataRows(page).filter({ hasText: owner.email })).toHaveCount(1);

    // The owner deletes their account, the payment with it: its entries still say what they
    // recorded, by the id's start, without a link to nowhere.
    const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    expect((await context.post('/api/auth/login', { data: owner })).status()).toBe(200);
    const deleted = await context.post('/api/auth/delete-account', {
      data: { password: owner.password, confirmation: owner.email },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await context.dispose();
    await request.dispose();
    await page.goto(`/admin/audit?target=${payment.id}`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(
      `Confirmed the payment of ${amount} (${payment.id.slice(0, 8)}, since deleted)`,
    );
    await expect(rows.nth(0).getByRole('link')).toHaveCount(0);
    // The owner sent the proof: their entry names them as they were, not as "System".
    await expect(rows.nth(1)).toContainText(owner.email);
    await expect(rows.nth(1)).toContainText('Account since deleted');
    await expect(rows.nth(1)).not.toContainText('System');
    await expectNoSidewaysScroll(page);
    await shot(page, 'audit-deleted-actor');
  });
});

test('the sessions of a user name the browser and system, the raw User-Agent kept as the tooltip', {
  tag: '@desktop-only',
}, async ({ page }) => {
  const laptop =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const request = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    userAgent: laptop,
  });
  const owner = await registerCustomer(request);
  expect((await request.post('/api/auth/login', { data: owner })).status()).toBe(200);
  await request.dispose();

  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(owner.email)}`);
  await page.getByRole('link', { name: `View ${owner.email}` }).click();
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  // Was the whole User-Agent, 'Mozilla/5.0 (Windows NT 10.0; ...', as the device's name.
  const device = page.locator('.admin-session-device', { hasText: 'Chrome 131 on Windows 10' });
  await expect(device.first()).toHaveText('Chrome 131 on Windows 10');
  await expect(device.first()).toHaveAttribute('title', laptop);
});
