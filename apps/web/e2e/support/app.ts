import { SESSION } from '@balasin/shared/limits';
import { expect, type Page } from '@playwright/test';

const TOAST = '[data-sonner-toast]';

/** A toast (sonner) with this text. */
export const toastWith = (page: Page, text: string) =>
  page.locator(TOAST).filter({ hasText: text });

/**
 * No toast on screen, counted once any the page has asked for would show (sonner adds a toast in
 * a timer of its own) and counted once: a retrying check would pass when an error toast closes.
 * With `text`, none with that text: an earlier success's toast may still be closing.
 */
export const expectNoToast = async (page: Page, text?: string) => {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  const toasts = text === undefined ? page.locator(TOAST) : toastWith(page, text);
  expect(await toasts.count()).toBe(0);
};

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * A button of the open conversation's reply box by its name (the reply/note switch, emoji,
 * attach, Suggest): on a phone they wait behind the box's More, opened here. Still found once
 * More closes again (a tool used closes it), so a test can read the switch's state.
 */
export const replyTool = async (page: Page, name: string) => {
  const form = page.locator('form.inbox-reply');
  const more = form.getByRole('button', { name: 'More reply options' });
  if (isPhone(page) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  return form.getByRole('button', { name, exact: true, includeHidden: true });
};

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

/**
 * These tRPC procedures answer 503 Service Unavailable, as a server whose database is down
 * would; every other procedure answers as usual. The app batches the calls it makes together
 * (`/trpc/auth.user,whatsappNumbers.list?batch=1`), so a batch that mixes them is sent on and
 * its answer rewritten item by item, as tRPC answers a batch with mixed results (207).
 */
export const failProcedures = (page: Page, procedures: string[]) =>
  page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const called = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const failing = called.map((path) => procedures.includes(path));
    if (!failing.some(Boolean)) return route.continue();
    const error = (path: string) => ({
      error: {
        message: 'Service Unavailable',
        code: -32603,
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, path },
      },
    });
    if (failing.every(Boolean)) {
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify(called.map(error)),
      });
    }
    const answers = (await (await route.fetch()).json()) as unknown[];
    return route.fulfill({
      status: 207,
      contentType: 'application/json',
      body: JSON.stringify(
        answers.map((answer, index) => (failing[index] ? error(called[index] ?? '') : answer)),
      ),
    });
  });

/** A full-page screenshot into `PAYMENT_SCREENSHOTS`, when set, named for the width: for looking. */
export const paymentShot = async (page: Page, name: string) => {
  const folder = process.env.PAYMENT_SCREENSHOTS;
  if (!folder) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
};
