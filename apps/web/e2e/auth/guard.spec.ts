import { messages } from '@balasin/shared/messages';
import { expect, test } from '@playwright/test';
import { registerCustomer, signInThroughApi } from '../support/api.ts';
import { dashboardNav, expectNoToast, sessionFlag, toastWith } from '../support/app.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';

test('the guard: no flag means no call, a stale flag is dropped, a failed check is reported', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  test.slow();
  const sessionCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/trpc/auth.user')) sessionCalls.push(sent.url());
  });

  // Signed out: straight to /login, without asking the server.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(sessionCalls).toHaveLength(0);

  // A flag left behind without a session: one check, then signed out for good.
  await page.evaluate(() => window.localStorage.setItem('balasin_session', '1'));
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionFlag(page)).toBeNull();

  // The check itself fails (not a 401): spinner meanwhile, then the message and /login.
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  await page.route(/\/trpc\/auth\.user/, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('status').getByText('Checking your session...')).toBeAttached();
  await expect(toastWith(page, messages.authCheckFailed)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousAxeViolations(page);
});

test('sign out: to /login with a timestamp, and really signed out; a failure still leaves', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  await page.goto('/dashboard');
  await (await dashboardNav(page)).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login\?t=\d+$/);
  expect(await sessionFlag(page)).toBeNull();
  const afterwards = await page.context().request.get('/api/auth/user');
  expect(afterwards.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // The server cannot be reached: the visitor is told, and is signed out here all the same.
  await signInThroughApi(page, customer);
  await page.goto('/dashboard/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await page.route(/\/trpc\/auth\.logout/, (route) => route.abort());
  await (await dashboardNav(page)).getByRole('button', { name: 'Sign Out' }).click();
  await expect(toastWith(page, messages.signOutFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?t=\d+$/);
  expect(await sessionFlag(page)).toBeNull();
});

test('signing out while the dashboard’s own calls are on their way: no second trip to /login, no "Please log in"', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  // The server answers the dashboard's calls only after the logout, as a loaded one may.
  let loggedOut = () => {};
  const logout = new Promise<void>((resolve) => {
    loggedOut = resolve;
  });
  await page.route(/\/trpc\/auth\.logout/, async (route) => {
    await route.fulfill({ response: await route.fetch() });
    loggedOut();
  });
  await page.route(/\/trpc\/(?!auth\.)/, async (route) => {
    await logout;
    await route.continue();
  });
  await page.goto('/dashboard');
  const refreshed = page.waitForResponse('**/api/auth/refresh');
  await (await dashboardNav(page)).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login\?t=\d+$/);
  // The held calls came back without a session and their one refresh was refused.
  expect((await refreshed).status()).toBe(401);
  await expectNoToast(page, messages.pleaseLogin);
  await expect(page).toHaveURL(/\/login\?t=\d+$/);
  expect(await sessionFlag(page)).toBeNull();
});
