import { expect, type Page } from '@playwright/test';
import { articles } from '../../src/content/blog/articles.ts';

/**
 * Every screen the geometry test visits, by who may see it. A new page is one more entry here (a
 * path with `:id` gets the signed-in owner's test number); a screen reached by clicking (a dialog,
 * a wizard step, an open menu) is an entry with `open`, and `scope` when it covers the page.
 */
export type Screen = {
  name: string;
  path: string;
  /** Waits for what shows that the screen has loaded (default: its first heading). */
  ready?: (page: Page) => Promise<void>;
  /** Brings the screen into the state to measure, after `ready`. */
  open?: (page: Page) => Promise<void>;
  /** CSS selector of the part to check interactive elements in (default: the whole page). */
  scope?: string;
  /** Only at phone width (a menu that exists only there). */
  phoneOnly?: boolean;
};

const heading = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name: text }).first()).toBeVisible();
};

export const publicScreens: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'lite', path: '/lite' },
  { name: 'pro', path: '/pro' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'blog', path: '/blog' },
  { name: 'article', path: `/blog/${articles[0]?.slug}` },
  { name: 'unknown article', path: '/blog/tidak-ada' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'not found', path: '/nope' },
  { name: 'login', path: '/login' },
  { name: 'register: account', path: '/register' },
  {
    name: 'register: payment',
    path: '/register',
    open: async (page) => {
      await page.getByLabel('Business name').fill('Toko Sari');
      await page.getByLabel('Full name').fill('Sari Wijaya');
      await page.getByLabel('Email').fill('sari@example.com');
      await page.getByLabel('WhatsApp number').fill('81234567890');
      await page.getByLabel('Password', { exact: true }).fill('a-long-password-1');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: /^Choose/ }).click();
      await page.getByRole('radio', { name: /Bank Transfer/ }).click();
      await expect(page.getByText('Mandiri').first()).toBeVisible();
    },
  },
  { name: 'registration success', path: '/registration-success' },
  { name: 'admin login', path: '/admin/login' },
];

/** Public pages as a signed-in visitor sees them. */
export const signedInPublicScreens: Screen[] = [
  {
    name: 'member menu',
    path: '/about',
    phoneOnly: true,
    scope: '[role="menu"]',
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
];

export const dashboardScreens: Screen[] = [
  { name: 'numbers', path: '/dashboard', ready: heading('Toko Geometri') },
  {
    name: 'add number dialog',
    path: '/dashboard',
    ready: heading('Toko Geometri'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Number' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Add WhatsApp Number' })).toBeVisible();
    },
  },
  {
    name: 'menu',
    path: '/dashboard',
    ready: heading('Toko Geometri'),
    phoneOnly: true,
    scope: '#dashboard-mobile-menu',
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    },
  },
  { name: 'number', path: '/dashboard/numbers/:id' },
  { name: 'test phone', path: '/dashboard/numbers/:id/test-phone' },
  { name: 'developers', path: '/dashboard/numbers/:id/developers', ready: heading('API tokens') },
  {
    name: 'new API token',
    path: '/dashboard/numbers/:id/developers',
    ready: heading('API tokens'),
    open: async (page) => {
      await page.getByLabel('Token name').fill('Geometry backend');
      await page.getByRole('button', { name: 'Create token' }).click();
      await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
    },
  },
  { name: 'webhooks', path: '/dashboard/webhooks', ready: heading('Webhooks') },
  { name: 'contacts', path: '/dashboard/contacts' },
  { name: 'settings', path: '/dashboard/settings' },
];

export const emptyDashboardScreens: Screen[] = [
  { name: 'no numbers', path: '/dashboard', ready: heading('No WhatsApp numbers found') },
];

const subscriptionsReady = async (page: Page) => {
  await expect(page.getByRole('button', { name: /Edit Dates/ }).first()).toBeVisible();
};

export const adminScreens: Screen[] = [
  {
    name: 'admin dashboard',
    path: '/admin/dashboard',
    ready: async (page) => {
      await expect(page.locator('.admin-stats dd').last()).toHaveText(/Rp/);
    },
  },
  { name: 'subscriptions', path: '/admin/subscriptions', ready: subscriptionsReady },
  {
    name: 'status dialog',
    path: '/admin/subscriptions',
    ready: subscriptionsReady,
    open: async (page) => {
      await page
        .getByRole('combobox', { name: /Change status/ })
        .first()
        .selectOption('expired');
      await expect(page.getByRole('dialog', { name: 'Confirm Status Change' })).toBeVisible();
    },
  },
  {
    name: 'dates dialog',
    path: '/admin/subscriptions',
    ready: subscriptionsReady,
    open: async (page) => {
      await page
        .getByRole('button', { name: /Edit Dates/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit Subscription Dates' })).toBeVisible();
    },
  },
  { name: 'users', path: '/admin/users' },
];
