import { SESSION } from '@balasin/shared/limits';
import { messages } from '@balasin/shared/messages';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { activeCustomer, registerCustomer, signInThroughApi } from '../support/api.ts';
import { dashboardNav, sessionFlag, toastWith } from '../support/app.ts';
import { E2E_BASE_URL } from '../support/env.ts';

/**
 * The access token as good as expired: the browser drops its cookie when the token's life ends
 * (the cookie's max-age is that life), so the next call goes without it, as after waiting it out.
 */
const expireAccessToken = (page: Page) =>
  page.context().clearCookies({ name: SESSION.accessCookie });

const numbersHeading = (page: Page) =>
  page.getByRole('heading', { name: 'WhatsApp Numbers', level: 1 });

test('an expired access token is refreshed without the visitor noticing', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const customer = await activeCustomer(request);
  await signInThroughApi(page, customer);
  await page.goto('/dashboard');
  await expect(numbersHeading(page)).toBeVisible();

  await expireAccessToken(page);
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/refresh'),
  );
  // The guard re-checks on the new path: a 401, one refresh, one retry.
  await (await dashboardNav(page)).getByRole('link', { name: 'Contacts' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/contacts$/);
  await expect(toastWith(page, messages.pleaseLogin)).toHaveCount(0);
  expect(await sessionFlag(page)).toBe('1');
});

test('two tabs whose token expired at once both stay signed in', { tag: '@desktop-only' }, async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await signInThroughApi(page, customer);
  const second = await page.context().newPage();
  await Promise.all([page.goto('/dashboard/settings'), second.goto('/dashboard/settings')]);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  }

  await expireAccessToken(page);
  const refreshes: number[] = [];
  page.context().on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
  });
  await Promise.all([page.goto('/dashboard'), second.goto('/dashboard')]);
  for (const tab of [page, second]) {
    await expect(numbersHeading(tab)).toBeVisible();
    await expect(tab).toHaveURL(/\/dashboard$/);
  }
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.every((status) => status === 200)).toBe(true);

  // The session survived for real: both tabs can still call the API.
  await Promise.all([page.reload(), second.reload()]);
  for (const tab of [page, second]) await expect(numbersHeading(tab)).toBeVisible();
});

test('a session revoked elsewhere: the next call goes to /login with the message', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const customer = await activeCustomer(request);
  await signInThroughApi(page, customer);
  await page.goto('/dashboard');
  await expect(page.getByText('No WhatsApp numbers found')).toBeVisible();
  await expect(page.getByText('0 of 4 WhatsApp numbers used')).toBeVisible();

  // Sign out from another client holding the same cookies: the server revokes the session.
  const elsewhere = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    storageState: await page.context().storageState(),
  });
  expect((await elsewhere.post('/api/auth/logout')).status()).toBe(200);
  await elsewhere.dispose();

  await page.getByRole('button', { name: 'Add Number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add WhatsApp Number' });
  await dialog.getByLabel('Business name').fill('Toko Sari');
  await dialog.getByLabel('WhatsApp number').fill('+628111000111');
  await dialog.getByRole('button', { name: 'Add Number' }).click();

  await expect(toastWith(page, messages.pleaseLogin)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionFlag(page)).toBeNull();
  await expect(toastWith(page, messages.addNumberFailed)).toHaveCount(0);
});
