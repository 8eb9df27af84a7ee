import { messages } from '@balasin/shared/messages';
import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';
import { holdRequests, statValue } from './seed.ts';

const fillLogin = async (
  page: import('@playwright/test').Page,
  credentials: { email: string; password: string },
) => {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

test('the admin signs in, sees the statistics, and signs out', { tag: '@desktop-only' }, async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Admin Login | Balasin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoSeriousAxeViolations(page);

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('visible?');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');

  await fillLogin(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const label of ['Total Users', 'Total Businesses', 'Active Subscriptions']) {
    await expect(statValue(page, label)).toHaveText(/^\d[\d.]*$/);
  }
  await expect(statValue(page, 'Total Revenue')).toHaveText(/^Rp\s?\d[\d.]*$/);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Signed out for real: the layout sends the visitor back.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a wrong password says so; a plain user is refused and not left signed in', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await page.goto('/admin/login');

  const held = holdRequests(page, '**/trpc/auth.login**');
  await held.ready;
  await fillLogin(page, { email: ADMIN.email, password: 'not-the-password' });
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await held.release();
  await expect(page.getByRole('alert')).toHaveText(messages.invalidCredentials);
  await expect(page.getByText(messages.adminLoginFailedToast)).toBeVisible();

  await fillLogin(page, customer);
  await expect(page.getByRole('alert')).toHaveText(messages.adminNoAccess);
  await expect(page).toHaveURL(/\/admin\/login$/);
  const flag = await page.evaluate(() => window.localStorage.getItem('balasin_session'));
  expect(flag).toBeNull();
  const user = await page.context().request.get('/api/auth/user');
  expect(user.status()).toBe(401);
});

test('after a failed then a successful sign-in, the failure toast does not follow the admin', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.goto('/admin/login');
  await fillLogin(page, { email: ADMIN.email, password: 'not-the-password' });
  await expect(page.getByText(messages.adminLoginFailedToast)).toBeVisible();
  await fillLogin(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(messages.adminLoginFailedToast)).toHaveCount(0);
});

test('the admin layout turns away the signed out and plain users', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/subscriptions');
  await expect(page).toHaveURL(/\/admin\/login$/);

  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  const held = holdRequests(page, '**/trpc/auth.checkAdmin**');
  await held.ready;
  await page.goto('/admin/subscriptions');
  await expect(page.getByRole('status').filter({ hasText: 'Checking access...' })).toBeAttached();
  await held.release();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(messages.unauthorizedAccess)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the sidebar collapses on wide screens and opens from the menu on phones', async ({
  page,
}) => {
  await signInThroughApi(page, ADMIN);
  await page.goto('/admin/dashboard');
  const sidebar = page.locator('#admin-sidebar');
  const nav = page.getByRole('navigation', { name: 'Admin' });

  if (test.info().project.name === 'phone') {
    await expect(sidebar).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  } else {
    await expect(sidebar).toHaveCSS('width', '256px');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '64px');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '256px');
  }

  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expect(page).toHaveTitle('Manage Users | Balasin');
  if (test.info().project.name === 'phone') await expect(sidebar).toBeHidden();

  // A failed sign-out says so and still leaves the admin area.
  await page.route('**/trpc/auth.logout**', (route) => route.abort());
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
  }
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText(messages.signOutFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
