import type { PackageType, SubscriptionStatus } from '@balasin/shared/plans';
import { type APIRequestContext, expect, type Page, type Route } from '@playwright/test';
import { adminRequest, registerCustomer, setStatusAs, signInThroughApi } from '../support/api.ts';
import { ADMIN } from '../support/env.ts';

/**
 * Test data for the admin screens, through the REST API. Every test seeds owners under its own
 * e-mail prefix and searches for it, so parallel tests and the two widths never see each
 * other's rows.
 */
export const uniquePrefix = () =>
  `adm${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Registers one owner per package given, a few at a time (each costs a password hash). */
export const seedOwners = async (
  request: APIRequestContext,
  prefix: string,
  packages: PackageType[],
) => {
  const emails = packages.map(
    (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}@example.com`,
  );
  for (let start = 0; start < emails.length; start += 4) {
    await Promise.all(
      emails
        .slice(start, start + 4)
        .map((email, offset) => registerCustomer(request, { email }, packages[start + offset])),
    );
  }
  return emails;
};

type Stats = {
  totalUsers: number;
  totalBusinesses: number;
  activeSubscriptions: number;
  totalRevenue: number;
};

/** Sets statuses by owner e-mail and reads the figures, as the admin API answers them. */
export const adminApi = async () => {
  const admin = await adminRequest();
  return {
    setStatus: (email: string, status: SubscriptionStatus) => setStatusAs(admin, email, status),
    stats: async () => (await (await admin.get('/api/admin/stats')).json()) as Stats,
    dispose: () => admin.dispose(),
  };
};

/** Signs the page in as the test server's admin without the form. */
export const signInAsAdmin = (page: Page) => signInThroughApi(page, ADMIN);

/** The figure under a dashboard card's label. */
export const statValue = (page: Page, label: string) =>
  page.locator('.admin-stats').locator(`dt:text-is("${label}") + dd`);

/** A dashboard figure as a number ('1.234' and 'Rp 349.500' are Indonesian groupings). */
export const readStat = async (page: Page, label: string) => {
  const value = statValue(page, label);
  await expect(value).toHaveText(/\d/);
  return Number((await value.innerText()).replace(/\D/g, ''));
};

/**
 * Holds the browser's requests matching `url` until released, so a test can see a busy state;
 * released requests then reach the server, or get `answer` instead when one is given.
 */
export const holdRequests = (page: Page, url: string, answer?: (route: Route) => Promise<void>) => {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const ready = page.route(url, async (route) => {
    await gate;
    await (answer ? answer(route) : route.fallback());
  });
  return {
    ready,
    release: async () => {
      await ready;
      open();
    },
  };
};

/** Answers a tRPC batch call with a 400, which the client does not retry. */
export const refuseTrpc = (route: Route) =>
  route.fulfill({
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify([
      {
        error: {
          message: 'refused',
          code: -32600,
          data: { code: 'BAD_REQUEST', httpStatus: 400 },
        },
      },
    ]),
  });
