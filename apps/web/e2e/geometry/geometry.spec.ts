import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  activeCustomer,
  confirmPaymentThroughApi,
  registerCustomer,
  setSubscriptionStatus,
  signInThroughApi,
  submitProofThroughApi,
  uniqueWhatsapp,
  verifyEmailThroughMail,
} from '../support/api.ts';
import { settled } from '../support/axe.ts';
import { ADMIN } from '../support/env.ts';
import { fillDashboard, startShopServer } from './fill-dashboard.ts';
import { findGeometryProblems } from './measure.ts';
import {
  adminScreens,
  dashboardScreens,
  emptyDashboardScreens,
  endedDashboardScreens,
  filledDashboardScreens,
  indonesianDashboardScreens,
  LONG_OWNER_EMAIL_START,
  publicScreens,
  type Screen,
  signedInPublicScreens,
  unverifiedDashboardScreens,
} from './routes.ts';

/**
 * Every screen at 375, 768 and 1280 px (the phone, tablet and desktop projects): no sideways
 * scroll, no text against the screen edge, no amount of money split over two lines, no control
 * cut off or covered (measure.ts says exactly what counts). The screens are listed in routes.ts.
 * With GEOMETRY_SCREENSHOTS=<folder> it also saves a full-page screenshot of each, to look at.
 */
const GUTTER_PX = 12;
const screenshots = process.env.GEOMETRY_SCREENSHOTS;

const measure = async (page: Page, screen: Screen, params: { id?: string }, loaded?: string) => {
  const path = screen.path.replace(':id', params.id ?? '');
  if (path !== loaded) await page.goto(path);
  await (screen.ready ?? ((p: Page) => expect(p.getByRole('heading').first()).toBeVisible()))(page);
  await screen.open?.(page);
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
  const problems = await page.evaluate(findGeometryProblems, {
    gutter: GUTTER_PX,
    ...(screen.scope ? { scope: screen.scope } : {}),
    ...(screen.wholeWords ? { wholeWords: screen.wholeWords } : {}),
  });
  if (screenshots) {
    mkdirSync(screenshots, { recursive: true });
    const width = page.viewportSize()?.width;
    const file = `${width}-${screen.name.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: `${screenshots}/${file}`, fullPage: true });
  }
  return problems.map((problem) => `${screen.name} (${path}): ${problem}`);
};

const measureAll = async (page: Page, screens: Screen[], params: { id?: string } = {}) => {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  const problems: string[] = [];
  // A screen on the path just measured as loaded (nothing opened) is measured on that same load.
  let untouched: string | undefined;
  const desktop = test.info().project.name === 'desktop';
  for (const screen of screens) {
    if (screen.phoneOnly && !phone) continue;
    problems.push(...(await measure(page, screen, params, untouched)));
    untouched = screen.open ? undefined : screen.path.replace(':id', params.id ?? '');
    if (!desktop || !screen.widths) continue;
    // The same page, resized: the layout the window's width chooses, as a person widening it sees.
    const size = page.viewportSize() ?? { width: 1280, height: 800 };
    for (const width of screen.widths) {
      await page.setViewportSize({ width, height: size.height });
      const found = await measure(page, screen, params, untouched);
      problems.push(...found.map((problem) => `at ${width} px: ${problem}`));
    }
    await page.setViewportSize(size);
  }
  return problems;
};

test.describe('geometry', () => {
  for (const screen of publicScreens) {
    test(`public: ${screen.name}`, async ({ page }) => {
      expect(await measureAll(page, [screen])).toEqual([]);
    });
  }

  test('dashboard with numbers', async ({ page, request }) => {
    test.slow();
    const customer = await activeCustomer(request);
    await signInThroughApi(page, customer);
    const add = (name: string, test: boolean) =>
      page.context().request.post('/api/whatsapp-numbers', {
        data: { name, number: `+62${uniqueWhatsapp()}`, test },
      });
    const added = await add('Toko Geometri Cabang Bandung Selatan', true);
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    for (const name of ['Toko Geometri Pusat', 'Toko Geometri Gudang']) {
      expect((await add(name, false)).status()).toBe(201);
    }
    expect(await measureAll(page, [...dashboardScreens, ...signedInPublicScreens], { id })).toEqual(
      [],
    );
  });

  test('dashboard with data', async ({ page, request }) => {
    test.slow();
    const owner = await registerCustomer(request, { businessName: 'Batik Sekar' }, 'pro');
    // Paid and confirmed, as a real owner's: the subscription runs and Billing has its invoice.
    await verifyEmailThroughMail(request, owner.email);
    await submitProofThroughApi(owner);
    await confirmPaymentThroughApi(owner.email);
    await signInThroughApi(page, owner);
    const shop = await startShopServer();
    try {
      const id = await fillDashboard(page, request, shop);
      expect(await measureAll(page, filledDashboardScreens, { id })).toEqual([]);
    } finally {
      await shop.close();
    }
  });

  test('dashboard in Bahasa Indonesia', async ({ page, request }) => {
    test.slow();
    await signInThroughApi(page, await activeCustomer(request));
    const api = page.context().request;
    expect((await api.put('/api/auth/user/locale', { data: { locale: 'id' } })).status()).toBe(200);
    const added = await api.post('/api/whatsapp-numbers', {
      data: {
        name: 'Toko Geometri Cabang Bandung Selatan',
        number: `+62${uniqueWhatsapp()}`,
        test: true,
      },
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect(await measureAll(page, indonesianDashboardScreens, { id })).toEqual([]);
  });

  test('dashboard without numbers', async ({ page, request }) => {
    const owner = await registerCustomer(request);
    await signInThroughApi(page, owner);
    expect(await measureAll(page, unverifiedDashboardScreens)).toEqual([]);
    await verifyEmailThroughMail(request, owner.email);
    expect(await measureAll(page, emptyDashboardScreens)).toEqual([]);
  });

  test('dashboard after the subscription ended', async ({ page, request }) => {
    const owner = await activeCustomer(request);
    await signInThroughApi(page, owner);
    const added = await page.context().request.post('/api/whatsapp-numbers', {
      data: { name: 'Toko Geometri', number: `+62${uniqueWhatsapp()}`, test: true },
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    await setSubscriptionStatus(owner.email, 'expired');
    expect(await measureAll(page, endedDashboardScreens, { id })).toEqual([]);
  });

  test('admin', async ({ page, request }) => {
    test.slow();
    await activeCustomer(request);
    const owner = await registerCustomer(request, {
      email: `${LONG_OWNER_EMAIL_START}-${Date.now()}@example-business.co.id`,
    });
    // Only an order awaiting review has Confirm and Reject.
    await verifyEmailThroughMail(request, owner.email);
    await submitProofThroughApi(owner);
    await signInThroughApi(page, ADMIN);
    expect(await measureAll(page, adminScreens)).toEqual([]);
  });
});
