import { SESSION } from '@balasin/shared/limits';
import { expect, type Page } from '@playwright/test';

/** A toast (sonner) with this text. */
export const toastWith = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * The dashboard's navigation as a visitor reaches it: the sidebar on wider screens, the menu
 * behind the top bar's button on phones (opened here).
 */
export const dashboardNav = async (page: Page) => {
  if (!isPhone(page)) return page.getByRole('navigation', { name: 'Sidebar' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
};

/** Whether the browser still holds the client's session flag. */
export const sessionFlag = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SESSION.clientFlagKey);

/**
 * Holds the next matching request until the returned function is called, so a test can see a
 * busy state that would otherwise flash by.
 */
export const holdNextRequest = async (page: Page, url: RegExp) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    url,
    async (route) => {
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
};

/**
 * An API client holding the page's session, its access token renewed first: the test server's
 * tokens last only seconds, and this client, unlike the app, does not refresh by itself.
 */
export const sessionRequest = async (page: Page) => {
  const request = page.context().request;
  expect((await request.post('/api/auth/refresh')).status()).toBe(200);
  return request;
};
