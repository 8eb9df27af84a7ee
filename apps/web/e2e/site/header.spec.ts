import { messages } from '@balasin/shared/messages';
import { expect, test } from '@playwright/test';
import { activeCustomer, signInThroughApi } from '../support/api.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('signed out: Lite Version, Pro Version, Login and Daftar; footer links', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Lite Version' })).toHaveAttribute('href', '/lite');
  await expect(header.getByRole('link', { name: 'Pro Version' })).toHaveAttribute('href', '/pro');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Menu' })).toHaveCount(0);

  const footerLinks = page.getByRole('contentinfo').getByRole('link');
  expect(
    await footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(['/pro', '/about', '/blog', '/privacy', '/terms']);

  // The head follows each navigation in the page: title, canonical address and language.
  await header.getByRole('link', { name: 'Lite Version' }).click();
  await expect(page).toHaveURL(/\/lite$/);
  await expect(page).toHaveTitle('Balasin Lite: Chatbot AI WhatsApp | Balasin');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/lite$/);
  await page.getByRole('banner').getByRole('link', { name: 'Pro Version' }).click();
  await expect(page).toHaveURL(/\/pro$/);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveTitle('Sign in | Balasin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goBack();
  await expect(page).toHaveTitle('Balasin Pro: Platform Layanan Pelanggan AI | Balasin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});

test('signed in: a Dashboard button and no menu on a wide screen', {
  tag: '@desktop-only',
}, async ({ page }) => {
  await signInThroughApi(page, await activeCustomer(page.context().request));
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Daftar' })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
});

test('signed in on a phone: the menu, and Sign Out goes to /login', {
  tag: '@phone-only',
}, async ({ page }) => {
  await signInThroughApi(page, await activeCustomer(page.context().request));
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const toggle = header.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu');
  for (const [name, href] of [
    ['WhatsApp', '/dashboard'],
    ['Contacts', '/dashboard/contacts'],
    ['Settings', '/dashboard/settings'],
  ] as const) {
    await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('menuitem', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);

  await page.goto('/about');
  await toggle.click();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The marketing bundle has no app pages: it leaves for /login with a full page load, which
  // starts after the address has changed. Read the page once the sign-in page stands.
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // Signed out on this browser: nothing of the session is left; only the language stays, so the
  // sign-in page keeps speaking it.
  expect(
    await page.evaluate(() =>
      Object.keys(window.localStorage).filter((k) => k !== 'balasin_locale'),
    ),
  ).toEqual([]);
  const user = await page.context().request.get('/api/auth/user');
  expect(user.status()).toBe(401);
});

test("a failed sign-out says 'Failed to sign out' and still goes to /login", {
  tag: '@phone-only',
}, async ({ page }) => {
  await signInThroughApi(page, await activeCustomer(page.context().request));
  await page.route('**/trpc/auth.logout**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText(messages.signOutFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?signout=failed$/);
});
