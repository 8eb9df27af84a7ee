import { SESSION } from '@balasin/shared/limits';
import type { PackageType, SubscriptionStatus } from '@balasin/shared/plans';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, request as playwrightRequest } from '@playwright/test';
import { ADMIN, E2E_BASE_URL, E2E_MAIL_URL } from './env.ts';

const DAY_MS = 86_400_000;

let counter = 0;

/** An address no other test (or earlier run on the same server) has used. */
export const uniqueEmail = (label = 'owner') =>
  `${label}-${process.pid}-${Date.now()}-${++counter}@example.com`;

/** A valid Indonesian number no other test uses, without the leading +62. */
export const uniqueWhatsapp = () =>
  `81${String(Date.now()).slice(-7)}${String(++counter % 100).padStart(2, '0')}`;

export type Customer = { email: string; password: string; name: string; businessName: string };

/** Registers a business owner through the REST API, as the wizard would. */
export const registerCustomer = async (
  request: APIRequestContext,
  overrides: Partial<Customer> = {},
  packageType: PackageType = 'lite',
): Promise<Customer> => {
  const customer = {
    email: uniqueEmail(),
    password: 'customer-password-1',
    name: 'Sari Wijaya',
    businessName: 'Toko Sari',
    ...overrides,
  };
  const response = await request.post('/api/auth/register', {
    data: { ...customer, whatsappNumber: `+62${uniqueWhatsapp()}`, packageType },
  });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
};

/** A request context signed in as the admin the test server created. */
export const adminRequest = async () => {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const response = await context.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return context;
};

/** Sets the subscription of the owner with this e-mail to a status, through an admin's context. */
export const setStatusAs = async (
  admin: APIRequestContext,
  email: string,
  status: SubscriptionStatus,
) => {
  const search = await admin.get('/api/admin/subscriptions', { params: { q: email } });
  expect(search.status()).toBe(200);
  const { items } = (await search.json()) as { items: { id: string; owner_email: string }[] };
  const subscription = items.find((item) => item.owner_email === email);
  if (!subscription) throw new Error(`no subscription for ${email}`);
  const update = await admin.put(`/api/subscriptions/${subscription.id}/status`, {
    data: { status },
  });
  expect(update.status()).toBe(200);
  return subscription.id;
};

/** The same, signing an admin in for this one change. */
export const setSubscriptionStatus = async (email: string, status: SubscriptionStatus) => {
  const admin = await adminRequest();
  try {
    return await setStatusAs(admin, email, status);
  } finally {
    await admin.dispose();
  }
};

/** A registered owner with an active subscription (lite: 4 numbers). */
export const activeCustomer = async (request: APIRequestContext) => {
  const customer = await registerCustomer(request);
  await setSubscriptionStatus(customer.email, 'active');
  return customer;
};

/**
 * A verified owner whose subscription an admin set active for the period given in days from now
 * (`startedDaysAgo` back, `endsInDays` ahead; fractions allowed), as the renewal and upgrade
 * tests need it.
 */
export const ownerWithPeriod = async (
  request: APIRequestContext,
  period: { startedDaysAgo: number; endsInDays: number },
) => {
  const owner = await activeCustomer(request);
  await verifyEmailThroughMail(request, owner.email);
  const admin = await adminRequest();
  try {
    const id = await setStatusAs(admin, owner.email, 'active');
    const dates = await admin.put(`/api/subscriptions/${id}/dates`, {
      data: {
        start_date: new Date(Date.now() - period.startedDaysAgo * DAY_MS).toISOString(),
        end_date: new Date(Date.now() + period.endsInDays * DAY_MS).toISOString(),
      },
    });
    expect(dates.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  return owner;
};

/**
 * Signs the page's browser context in through the API and sets the client flag, as the login
 * page does, without going through the form (for tests about other screens).
 */
export const signInThroughApi = async (
  page: Page,
  credentials: { email: string; password: string },
) => {
  const response = await page.context().request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  await page.goto('/robots.txt');
  await page.evaluate((key) => window.localStorage.setItem(key, '1'), SESSION.clientFlagKey);
};

/** Every e-mail the test mailbox got for this address, raw (MIME), oldest first. */
export const mailsTo = async (email: string) =>
  (await (await fetch(`${E2E_MAIL_URL}/?to=${encodeURIComponent(email)}`)).json()) as string[];

/**
 * The first match of `pattern` in the newest e-mail to this address that has one, as the test
 * mailbox got it. The outbox hands mail to SMTP in the background: on a loaded machine that takes
 * a while.
 */
const linkInMail = async (email: string, pattern: RegExp) => {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        // Quoted-printable wraps long lines with a trailing "=" and writes "=" as "=3D".
        link = mails
          .map(
            (mail) =>
              mail
                .replace(/=\r?\n/g, '')
                .replaceAll('=3D', '=')
                .match(pattern)?.[0],
          )
          .filter(Boolean)
          .at(-1);
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link as string;
};

/** The invitation link in the newest invitation the test mailbox got for this address. */
export const invitationLink = (email: string) =>
  linkInMail(email, /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/);

/**
 * An agent of the business `request` is signed in as (its owner or an admin): invited, joined
 * through the e-mailed link as "Rina Agen", and signed in on `page`.
 */
export const agentSignedIn = async (page: Page, request: APIRequestContext) => {
  const agent = { email: uniqueEmail('agent'), password: 'agent-password-1' };
  const invited = await request.post('/api/team/invitations', {
    data: { email: agent.email, role: 'agent' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await invitationLink(agent.email)).pathname.split('/').at(-1);
  const joined = await page.context().request.post('/api/auth/accept-invitation', {
    data: { token, name: 'Rina Agen', password: agent.password },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await signInThroughApi(page, agent);
  return agent;
};

/** The confirmation link in the newest e-mail-change mail the test mailbox got for this address. */
export const emailChangeLink = async (email: string) =>
  new URL(
    await linkInMail(email, /https?:\/\/[^\s"<>]+\/api\/auth\/confirm-email-change\?token=[\w-]+/),
  );

/** The verification link in the newest registration e-mail the test mailbox got for this address. */
export const verificationLink = async (email: string) =>
  new URL(await linkInMail(email, /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[\w-]+/));

/** Opens the link of the owner's verification e-mail, as the owner would. */
export const verifyEmailThroughMail = async (request: APIRequestContext, email: string) => {
  const link = await verificationLink(email);
  const response = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/login?verified=1');
};

/** A tiny but real PNG's first bytes: the server recognises a proof by its content. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

/** The owner (verified) says "I have paid" through the API: their order awaits review. */
export const submitProofThroughApi = async (customer: Customer) => {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await context.post('/api/auth/login', { data: customer });
    expect(login.status()).toBe(200);
    const [payment] = (await (await context.get('/api/payments')).json()) as { id: string }[];
    const submitted = await context.post(`/api/payments/${payment?.id}/submission`, {
      multipart: {
        bank: 'BCA',
        payer_name: customer.name,
        proof: { name: 'bukti.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
  } finally {
    await context.dispose();
  }
};

/**
 * An admin confirms the owner's payment under review (after submitProofThroughApi), as the
 * queue's Confirm does: the subscription runs and the payment is invoiced. Resolves to the
 * confirmed payment.
 */
export const confirmPaymentThroughApi = async (email: string) => {
  const admin = await adminRequest();
  try {
    const queue = await admin.get('/api/admin/payments', {
      params: { q: email, status: 'submitted' },
    });
    expect(queue.status()).toBe(200);
    const { items } = (await queue.json()) as { items: { id: string; owner_email: string }[] };
    const payment = items.find((item) => item.owner_email === email);
    if (!payment) throw new Error(`no payment under review for ${email}`);
    const confirmed = await admin.post(`/api/admin/payments/${payment.id}/confirm`);
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    return (await confirmed.json()) as {
      id: string;
      subscription_id: string;
      amount: number;
      invoice_number: string;
      invoice_url: string;
    };
  } finally {
    await admin.dispose();
  }
};
