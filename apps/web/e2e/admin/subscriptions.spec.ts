import { oneYearAfter } from '@balasin/shared/format';
import { messages } from '@balasin/shared/messages';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { E2E_BASE_URL } from '../support/env.ts';
import {
  adminApi,
  holdRequests,
  readStat,
  refuseTrpc,
  seedOwners,
  signInAsAdmin,
  uniquePrefix,
} from './seed.ts';

// Dates are shown in Jakarta time; a browser in the same zone makes the typed times unambiguous.
test.use({ timezoneId: 'Asia/Jakarta' });

/** "28 November 2026" as the English admin reads it, in Jakarta time. */
const englishLongDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Jakarta' }).format(date);

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });
const dataRows = (page: Page) => page.locator('.data-table tbody tr:not(.data-table-message)');
const searchBox = (page: Page) => page.getByPlaceholder('Search by email...');

const openSubscriptions = async (page: Page, query = '') => {
  await signInAsAdmin(page);
  await page.goto(`/admin/subscriptions${query}`);
  await expect(page.getByRole('heading', { name: 'Manage Subscriptions' })).toBeVisible();
};

test.describe('the subscription list', () => {
  // One seeding per width for both tests: twelve registrations are the slow part.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let prefix = '';
  let emails: string[] = [];

  test.beforeAll(async () => {
    prefix = uniquePrefix();
    const request = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
    emails = await seedOwners(request, prefix, [
      ...Array<'lite'>(10).fill('lite'),
      'pro',
      'enterprise',
    ]);
    await request.dispose();
    const api = await adminApi();
    await api.setStatus(emails[0] ?? '', 'active');
    await api.setStatus(emails[10] ?? '', 'active');
    await api.setStatus(emails[11] ?? '', 'cancelled');
    await api.dispose();
  });

  test('search ignores case and pages by ten; the URL keeps both', async ({ page }) => {
    await openSubscriptions(page);
    await searchBox(page).fill(prefix.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${prefix.toUpperCase()}`));
    await expect(dataRows(page)).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(dataRows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.reload();
    await expect(searchBox(page)).toHaveValue(prefix.toUpperCase());
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(dataRows(page)).toHaveCount(2);
  });

  test('status and package filters narrow the list; the URL keeps them', async ({ page }) => {
    await openSubscriptions(page, `?q=${prefix}&page=2`);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();

    // A filter starts again at page 1; with one page there is no pagination.
    await page.getByLabel('Filter by status').selectOption('active');
    await expect(dataRows(page)).toHaveCount(2);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText(/Page \d+ of/)).toHaveCount(0);
    await expect(rowOf(page, emails[0] ?? '')).toContainText('Lite');
    await expect(rowOf(page, emails[10] ?? '')).toContainText('Pro');

    await page.getByLabel('Filter by package').selectOption('pro');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(page).toHaveURL(/status=active/);
    await expect(page).toHaveURL(/package=pro/);

    await page.getByLabel('Filter by status').selectOption('');
    await page.getByLabel('Filter by package').selectOption('enterprise');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(rowOf(page, emails[11] ?? '').locator('.admin-badge')).toHaveText('Cancelled');

    await page.reload();
    await expect(page.getByLabel('Filter by package')).toHaveValue('enterprise');
    await expect(dataRows(page)).toHaveCount(1);

    await searchBox(page).fill(`${prefix}-nobody`);
    await expect(page.getByText('No subscriptions found')).toBeVisible();
    // Typing replaced the history entry: Back returns to the previous filters.
    await page.goBack();
    await expect(searchBox(page)).toHaveValue(prefix);
    await expect(page.getByLabel('Filter by package')).toHaveValue('pro');
    await expect(dataRows(page)).toHaveCount(1);
  });
});

test('a status change asks first; cancel leaves it, confirm activates and counts', async ({
  page,
  request,
}) => {
  const [email = ''] = await seedOwners(request, uniquePrefix(), ['lite']);
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  const activeBefore = await readStat(page, 'Active Subscriptions');
  const revenueBefore = await readStat(page, 'Total Revenue');

  await page.goto(`/admin/subscriptions?q=${email}`);
  const row = rowOf(page, email);
  const select = row.getByRole('combobox', { name: `Change status for ${email}` });
  await expect(row.locator('.admin-badge')).toHaveText('Pending');
  await expect(row.locator('td', { hasText: /^-$/ })).toHaveCount(2);

  await select.selectOption('cancelled');
  const dialog = page.getByRole('dialog', { name: 'Confirm Status Change' });
  await expect(dialog).toContainText(
    'Are you sure you want to change the subscription status from pending to cancelled?',
  );
  // It names whose subscription changes.
  await expect(dialog).toContainText(email);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue('pending');
  await expect(row.locator('.admin-badge')).toHaveText('Pending');

  await select.selectOption('active');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(messages.statusUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.locator('.admin-badge')).toHaveText('Active');
  await expect(select).toHaveValue('active');
  // Activating a subscription without dates starts it today for a year.
  const today = new Date();
  await expect(row).toContainText(englishLongDate(today));
  await expect(row).toContainText(englishLongDate(oneYearAfter(today)));

  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
  }
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  // Other tests only add active subscriptions meanwhile, so at least this one shows.
  await expect
    .poll(() => readStat(page, 'Active Subscriptions'))
    .toBeGreaterThanOrEqual(activeBefore + 1);
  expect(await readStat(page, 'Total Revenue')).toBeGreaterThanOrEqual(revenueBefore + 349_500);
});

test('dates are edited, refused when the end precedes the start, and emptied', async ({
  page,
  request,
}) => {
  const [email = ''] = await seedOwners(request, uniquePrefix(), ['pro']);
  const api = await adminApi();
  await api.setStatus(email, 'active');
  await api.dispose();

  await openSubscriptions(page, `?q=${email}`);
  const row = rowOf(page, email);
  await row.getByRole('button', { name: `Edit Dates for ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Subscription Dates' });
  const start = dialog.getByLabel('Start Date');
  const end = dialog.getByLabel('End Date');
  await expect(start).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  await expect(end).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  await expectNoSeriousAxeViolations(page);

  await start.fill('2031-03-15T12:00');
  await end.fill('2030-03-15T12:00');
  const held = holdRequests(page, '**/trpc/subscriptions.updateDates**');
  await held.ready;
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await held.release();
  await expect(dialog.getByRole('alert')).toHaveText(messages.endBeforeStart);
  await expect(page.getByText(messages.datesUpdateFailed)).toBeVisible();

  await end.fill('2032-08-17T09:30');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(messages.datesUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  // In the admin's language (English here), not always Indonesian as before.
  await expect(row).toContainText('15 March 2031');
  await expect(row).toContainText('17 August 2032');

  await row.getByRole('button', { name: `Edit Dates for ${email}` }).click();
  await expect(start).toHaveValue('2031-03-15T12:00');
  await expect(end).toHaveValue('2032-08-17T09:30');
  await start.fill('');
  await end.fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('td', { hasText: /^-$/ })).toHaveCount(2);

  // Cancel changes nothing.
  await row.getByRole('button', { name: `Edit Dates for ${email}` }).click();
  await start.fill('2031-01-01T08:00');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('td', { hasText: /^-$/ })).toHaveCount(2);
});

test('loading and failure states of the list and the statistics', async ({ page }) => {
  await signInAsAdmin(page);
  const list = holdRequests(page, '**/trpc/admin.subscriptions**', refuseTrpc);
  await list.ready;
  await page.goto('/admin/subscriptions');
  await expect(page.getByText('Loading subscriptions...')).toBeVisible();
  await list.release();
  await expect(page.getByText(messages.subscriptionsFailed).first()).toBeVisible();

  const stats = holdRequests(page, '**/trpc/admin.stats**', refuseTrpc);
  await stats.ready;
  await page.goto('/admin/dashboard');
  await expect(page.locator('.admin-stats dd')).toHaveText(['...', '...', '...', '...']);
  await stats.release();
  await expect(page.getByText(messages.statsFailed)).toBeVisible();
  await expect(page.locator('.admin-stats dd')).toHaveText(['-', '-', '-', '-']);
});
