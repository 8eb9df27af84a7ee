import { expect, type Page } from '@playwright/test';
import { articles } from '../../src/content/blog/articles.ts';
import {
  FAILING_ENDPOINT,
  LONG_CUSTOMER,
  LONG_FAQ,
  NUMBER_NAME,
  TEAM_MEMBER,
} from './fill-dashboard.ts';

/**
 * Every screen the geometry test visits, by who may see it. A new page is one more entry here (a
 * path with `:id` gets the signed-in owner's test number); a screen reached by clicking (a dialog,
 * a wizard step, an open menu) is an entry with `open`, and `scope` when it covers the page.
 * A screen on the same path as the one before it, when that one opened nothing, is measured on
 * the same page load: such pairs stand together.
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
  /** CSS selector of text that may wrap only between words (names). */
  wholeWords?: string;
  /** More window widths the desktop project measures it at (where a table's columns change). */
  widths?: number[];
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
  { name: 'accept invitation', path: '/invite/geometry-token', ready: heading('Join your team') },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'reset password', path: '/reset-password?token=geometry-token' },
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
    name: 'delete number dialog',
    path: '/dashboard',
    ready: heading('Toko Geometri'),
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Delete \+62/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Delete WhatsApp Number' })).toBeVisible();
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
  { name: 'bot', path: '/dashboard/numbers/:id/bot', ready: heading('Business hours') },
  {
    name: 'bot opening hours',
    path: '/dashboard/numbers/:id/bot',
    ready: heading('Business hours'),
    open: async (page) => {
      await page.getByLabel('Set opening hours').check();
      await expect(page.getByLabel('Time zone')).toBeVisible();
    },
  },
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
  {
    name: 'add endpoint dialog',
    path: '/dashboard/webhooks',
    ready: heading('Webhooks'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Add your first endpoint' }).click();
      await expect(page.getByRole('dialog', { name: 'Add endpoint' })).toBeVisible();
    },
  },
  { name: 'team', path: '/dashboard/team', ready: heading('Members') },
  {
    name: 'invite dialog',
    path: '/dashboard/team',
    ready: heading('Members'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Invite member' }).click();
      await expect(page.getByRole('dialog', { name: 'Invite a team member' })).toBeVisible();
    },
  },
  { name: 'knowledge', path: '/dashboard/knowledge', ready: heading('Knowledge') },
  {
    name: 'knowledge playground',
    path: '/dashboard/knowledge',
    ready: heading('Knowledge'),
    open: async (page) => {
      await page.getByRole('tab', { name: 'Playground' }).click();
      await expect(page.getByLabel('Customer question')).toBeVisible();
    },
  },
  {
    name: 'add FAQ dialog',
    path: '/dashboard/knowledge',
    ready: heading('Knowledge'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Add your first FAQ' }).click();
      await expect(page.getByRole('dialog', { name: 'Add FAQ' })).toBeVisible();
    },
  },
  {
    name: 'canned responses',
    path: '/dashboard/canned-responses',
    ready: heading('Canned responses'),
  },
  { name: 'labels', path: '/dashboard/labels', ready: heading('Labels') },
  { name: 'inbox', path: '/dashboard/inbox', ready: heading('Inbox') },
  { name: 'contacts', path: '/dashboard/contacts' },
  { name: 'billing: no invoices', path: '/dashboard/billing', ready: heading('No invoices yet') },
  { name: 'settings', path: '/dashboard/settings' },
  {
    name: 'delete account dialog',
    path: '/dashboard/settings',
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete account...' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Delete your account for good?' }),
      ).toBeVisible();
    },
  },
  // Last: connecting changes the number's state for the screens above.
  {
    name: 'number: QR to scan',
    path: '/dashboard/numbers/:id',
    open: async (page) => {
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(
        page.getByRole('img', { name: 'QR code to scan with WhatsApp on your phone' }),
      ).toBeVisible();
    },
  },
];

/** The same dashboard in Bahasa Indonesia, whose words run longer. */
export const indonesianDashboardScreens: Screen[] = [
  { name: 'id: numbers', path: '/dashboard', ready: heading('Toko Geometri') },
  {
    name: 'id: add number dialog',
    path: '/dashboard',
    ready: heading('Toko Geometri'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Tambah Nomor' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Tambah Nomor WhatsApp' })).toBeVisible();
    },
  },
  {
    name: 'id: menu',
    path: '/dashboard',
    ready: heading('Toko Geometri'),
    phoneOnly: true,
    scope: '#dashboard-mobile-menu',
    open: async (page) => {
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    },
  },
  { name: 'id: number', path: '/dashboard/numbers/:id', ready: heading('Koneksi') },
  { name: 'id: test phone', path: '/dashboard/numbers/:id/test-phone' },
  {
    name: 'id: developers',
    path: '/dashboard/numbers/:id/developers',
    ready: heading('Token API'),
  },
  { name: 'id: webhooks', path: '/dashboard/webhooks', ready: heading('Webhook') },
  { name: 'id: settings', path: '/dashboard/settings', ready: heading('Pengaturan') },
  { name: 'id: billing', path: '/dashboard/billing', ready: heading('Belum ada invoice') },
];

const visible = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByText(text).first()).toBeVisible();
};

const openConversation = (name: RegExp) => async (page: Page) => {
  await page.getByRole('link', { name }).first().click();
  const thread = page.getByRole('region', { name: 'Conversation' });
  await expect(thread.getByRole('heading', { name })).toBeVisible();
  await expect(thread.locator('.bubble').first()).toBeVisible();
};

/** On a phone the thread's actions but the status button are behind More; wider, all show. */
const openThreadActions = async (page: Page) => {
  const more = page.getByRole('button', { name: 'More actions' });
  if (await more.isVisible()) await more.click();
  await expect(page.getByRole('button', { name: 'Labels' })).toBeVisible();
};

/**
 * The dashboard of an owner who has used it for months (fill-dashboard.ts): lists full of long
 * names, unbroken words and links, an open conversation, the logs, detail dialogs.
 */
export const filledDashboardScreens: Screen[] = [
  { name: 'data: numbers', path: '/dashboard', ready: heading(NUMBER_NAME) },
  { name: 'data: number', path: '/dashboard/numbers/:id', ready: visible('Connected') },
  {
    name: 'data: test phone',
    path: '/dashboard/numbers/:id/test-phone',
    ready: visible(/Kak, kemeja yang ini/),
  },
  {
    name: 'data: developers',
    path: '/dashboard/numbers/:id/developers',
    ready: async (page) => {
      await expect(page.locator('.token-row')).toHaveCount(2);
      await expect(page.locator('.api-log-row')).toHaveCount(3);
    },
  },
  {
    name: 'data: revoke token dialog',
    path: '/dashboard/numbers/:id/developers',
    ready: heading('API tokens'),
    open: async (page) => {
      await page.getByRole('button', { name: /^Revoke Sistem gudang/ }).click();
      await expect(page.getByRole('dialog', { name: 'Revoke API token' })).toBeVisible();
    },
  },
  { name: 'data: webhooks', path: '/dashboard/webhooks', ready: visible('Delivered') },
  {
    name: 'data: failing webhook',
    path: '/dashboard/webhooks',
    ready: visible('Delivered'),
    open: async (page) => {
      await page
        .locator('.webhook-endpoint')
        .filter({ hasText: FAILING_ENDPOINT })
        .getByRole('button', { name: 'Deliveries' })
        .click();
      await expect(page.locator('.webhook-delivery-error').first()).toBeVisible();
    },
  },
  { name: 'data: knowledge', path: '/dashboard/knowledge', ready: heading(LONG_FAQ) },
  {
    name: 'data: knowledge documents',
    path: '/dashboard/knowledge',
    ready: heading(LONG_FAQ),
    open: async (page) => {
      await page.getByRole('tab', { name: 'Documents & pages' }).click();
      await expect(page.getByText('Failed', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'data: edit FAQ dialog',
    path: '/dashboard/knowledge',
    ready: heading(LONG_FAQ),
    open: async (page) => {
      await page
        .locator('.knowledge-card')
        .filter({ hasText: LONG_FAQ })
        .getByRole('button', { name: 'Edit' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Edit FAQ' })).toBeVisible();
    },
  },
  {
    name: 'data: canned responses',
    path: '/dashboard/canned-responses',
    ready: heading('/ongkir-luar-pulau-jawa'),
  },
  { name: 'data: labels', path: '/dashboard/labels', ready: visible('Pelanggan grosir') },
  {
    name: 'data: delete label dialog',
    path: '/dashboard/labels',
    ready: visible('Pelanggan grosir'),
    open: async (page) => {
      await page.getByRole('button', { name: /^Delete\s*: Komplain pengiriman/ }).click();
      await expect(page.getByRole('dialog')).toContainText('It is on 1 conversation(s)');
    },
  },
  { name: 'data: inbox', path: '/dashboard/inbox', ready: visible(LONG_CUSTOMER) },
  {
    name: 'data: conversation with long messages',
    path: '/dashboard/inbox',
    ready: visible(LONG_CUSTOMER),
    wholeWords: '.thread-title h2',
    open: openConversation(new RegExp(LONG_CUSTOMER)),
  },
  {
    name: 'data: conversation with files',
    path: '/dashboard/inbox',
    ready: visible(LONG_CUSTOMER),
    open: async (page) => {
      await openConversation(/^Ayu/)(page);
      const picture = page.getByRole('img', { name: /^bukti-transfer/ });
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(4);
    },
  },
  {
    name: 'data: conversation actions',
    path: '/dashboard/inbox',
    ready: visible(LONG_CUSTOMER),
    wholeWords: '.thread-title h2',
    open: async (page) => {
      await openConversation(new RegExp(LONG_CUSTOMER))(page);
      await openThreadActions(page);
    },
  },
  {
    name: 'data: conversation labels',
    path: '/dashboard/inbox',
    ready: visible(LONG_CUSTOMER),
    scope: '.label-panel',
    open: async (page) => {
      await openConversation(new RegExp(LONG_CUSTOMER))(page);
      await openThreadActions(page);
      await page.getByRole('button', { name: 'Labels' }).click();
      await expect(page.getByRole('checkbox', { name: 'VIP' })).toBeChecked();
    },
  },
  {
    name: 'data: contacts',
    path: '/dashboard/contacts',
    ready: visible(LONG_CUSTOMER),
    wholeWords: '.contacts-name',
    // The table's two ends (1100 px, 1400 px) and where it has all its columns again.
    widths: [1024, 1100, 1399, 1440],
  },
  {
    name: 'data: contact labels',
    path: '/dashboard/contacts',
    ready: visible(LONG_CUSTOMER),
    scope: '.label-panel',
    open: async (page) => {
      await page
        .getByRole('row', { name: new RegExp(LONG_CUSTOMER) })
        .getByRole('button', { name: /Labels/ })
        .click();
      await expect(page.getByRole('checkbox', { name: 'VIP' })).toBeChecked();
    },
  },
  { name: 'data: team', path: '/dashboard/team', ready: visible(TEAM_MEMBER) },
  {
    name: 'data: billing',
    path: '/dashboard/billing',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: /^Download invoice \(PDF\)/ })).toHaveCount(1);
    },
  },
];

/** An owner who has not verified the e-mail address yet: the banner on every page. */
export const unverifiedDashboardScreens: Screen[] = [
  { name: 'unverified owner', path: '/dashboard', ready: heading('Verify your e-mail address') },
];

/** After the subscription has ended: why the numbers stopped sending. */
export const endedDashboardScreens: Screen[] = [
  {
    name: 'numbers: subscription expired',
    path: '/dashboard',
    ready: async (page) => {
      await expect(page.getByText('Subscription expired: renew to send again.')).toBeVisible();
    },
  },
  {
    name: 'number: subscription expired',
    path: '/dashboard/numbers/:id',
    ready: async (page) => {
      await expect(page.getByText('Subscription expired: renew to send again.')).toBeVisible();
    },
  },
];

export const emptyDashboardScreens: Screen[] = [
  { name: 'no numbers', path: '/dashboard', ready: heading('No WhatsApp numbers found') },
  { name: 'pending payment', path: '/dashboard', ready: heading('Complete your payment') },
  {
    name: 'I have paid dialog',
    path: '/dashboard',
    ready: heading('Complete your payment'),
    scope: 'dialog',
    open: async (page) => {
      await page.getByRole('button', { name: 'I have paid' }).click();
      await expect(page.getByRole('dialog', { name: 'I have paid' })).toBeVisible();
    },
  },
];

/** The start of the e-mail address of the owner the admin screens are measured with. */
export const LONG_OWNER_EMAIL_START = 'a-very-long-owner-address-for-geometry';

const openLongOwner = async (page: Page) => {
  await page
    .getByRole('link', { name: new RegExp(`^View ${LONG_OWNER_EMAIL_START}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
};

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
  {
    name: 'user detail',
    path: `/admin/users?q=${LONG_OWNER_EMAIL_START}`,
    ready: heading('Manage Users'),
    open: openLongOwner,
  },
  {
    name: 'disable user dialog',
    path: `/admin/users?q=${LONG_OWNER_EMAIL_START}`,
    ready: heading('Manage Users'),
    open: async (page) => {
      await openLongOwner(page);
      await page.getByRole('button', { name: 'Disable user' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'audit log', path: '/admin/audit', ready: heading('Audit Log') },
  { name: 'admin settings', path: '/admin/settings', ready: heading('Bank accounts') },
  {
    name: 'payments',
    path: '/admin/payments?status=all',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Confirm' }).first()).toBeVisible();
    },
  },
  {
    name: 'confirm payment dialog',
    path: '/admin/payments?status=all',
    scope: 'dialog',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Confirm' }).first()).toBeVisible();
    },
    open: async (page) => {
      await page.getByRole('button', { name: 'Confirm' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Confirm payment' })).toBeVisible();
    },
  },
];
