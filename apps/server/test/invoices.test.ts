import { messagingMessages, PAYMENT_RULES, teamMessages } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminJar,
  CookieJar,
  createTestServer,
  customer,
  json,
  register,
  request,
  signIn,
  type TestServer,
  verifyEmail,
} from './helpers.ts';
import { submitPayment } from './payment-helpers.ts';
import { joinTeam } from './team-helpers.ts';

type Payment = {
  id: string;
  kind: string;
  subscription_id: string;
  invoice_number: string | null;
  invoice_url: string | null;
};
type Invoice = {
  id: string;
  number: string;
  issued_at: string;
  amount: number;
  kind: string;
  package: string;
  paid_by_credit: boolean;
  payment_id: string;
  url: string;
};
type Page = { items: Invoice[]; next_cursor: string | null };

let server: TestServer;
let admin: CookieJar;

beforeAll(async () => {
  server = await createTestServer();
  admin = await adminJar(server);
});
afterAll(() => server.close());

/** "I have paid" as the browser sends it (multipart), then an admin confirms: one invoice. */
const payAndConfirm = async (jar: CookieJar, payment: Payment) => {
  const submitted = await submitPayment(server, jar, payment.id);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const confirmed = await request(server, admin, {
    method: 'POST',
    url: `/api/admin/payments/${payment.id}/confirm`,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return json<Payment>(confirmed);
};

/** A verified, signed-in owner whose registration is paid and confirmed: their first invoice. */
const paidOwner = async () => {
  const account = await register(server);
  await verifyEmail(server, account.email);
  const jar = await signIn(server, account);
  const [registration] = json<Payment[]>(
    await request(server, jar, { method: 'GET', url: '/api/payments' }),
  );
  if (!registration) throw new Error('registration opened no order');
  return {
    jar,
    subscriptionId: registration.subscription_id,
    first: await payAndConfirm(jar, registration),
  };
};

/** The owner pays the next period: a renewal order, paid and confirmed. */
const renew = async (jar: CookieJar, subscriptionId: string) => {
  const opened = await request(server, jar, {
    method: 'POST',
    url: '/api/payments',
    payload: { subscription_id: subscriptionId },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const order = json<Payment>(opened);
  expect(order.kind).toBe('renewal');
  return payAndConfirm(jar, order);
};

const invoices = (jar: CookieJar | undefined, query = '') =>
  request(server, jar, { method: 'GET', url: `/api/invoices${query}` });

describe('GET /api/invoices', () => {
  let owner: Awaited<ReturnType<typeof paidOwner>>;
  let paid: Payment[];

  beforeAll(async () => {
    owner = await paidOwner();
    paid = [owner.first];
    for (let i = 0; i < 2; i++) paid.push(await renew(owner.jar, owner.subscriptionId));
    // Then many orders left unpaid, newer than every invoiced one, as years of reminders make.
    await server.db.db.execute(sql`
      insert into payment_orders
        (subscription_id, business_id, kind, package, base_amount, unique_code, amount, status,
         deadline, created_at)
      select s.id, s.business_id, 'renewal', 'lite', 349500, g, 349500 + g, 'expired',
             now() + g * interval '1 minute', now() + g * interval '1 minute'
      from subscriptions s, generate_series(1, 60) g
      where s.id = ${owner.subscriptionId}`);
  });

  it('lists every invoice newest first, however many orders came since', async () => {
    // The newest orders alone hold none of them: what Billing used to read.
    const orders = json<Payment[]>(
      await request(server, owner.jar, { method: 'GET', url: '/api/payments' }),
    );
    expect(orders.some((order) => order.invoice_number !== null)).toBe(false);

    const response = await invoices(owner.jar);
    expect(response.statusCode, response.body).toBe(200);
    const page = json<Page>(response);
    expect(page.next_cursor).toBeNull();
    const expected = paid.toReversed();
    expect(page.items.map((invoice) => invoice.number)).toEqual(
      expected.map((payment) => payment.invoice_number),
    );
    expect(page.items.map((invoice) => invoice.kind)).toEqual([
      'renewal',
      'renewal',
      'registration',
    ]);
    for (const [index, invoice] of page.items.entries()) {
      const payment = expected[index] as Payment;
      expect(invoice).toMatchObject({
        package: 'lite',
        paid_by_credit: false,
        payment_id: payment.id,
        url: payment.invoice_url,
      });
      expect(invoice.amount).toBeGreaterThan(349_500);
    }
    const issued = page.items.map((invoice) => Date.parse(invoice.issued_at));
    expect(issued).toEqual(issued.toSorted((a, b) => b - a));

    // The PDF behind the url is the one issued.
    const pdf = await request(server, owner.jar, { method: 'GET', url: page.items[2]?.url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('pages by cursor, each invoice once', async () => {
    const first = json<Page>(await invoices(owner.jar, '?limit=2'));
    expect(first.items.map((invoice) => invoice.number)).toEqual([
      paid[2]?.invoice_number,
      paid[1]?.invoice_number,
    ]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = json<Page>(await invoices(owner.jar, `?limit=2&cursor=${first.next_cursor}`));
    expect(second.items.map((invoice) => invoice.number)).toEqual([paid[0]?.invoice_number]);
    expect(second.next_cursor).toBeNull();
  });

  it("never lists another business's invoices, and keeps their PDFs behind 404", async () => {
    const other = await paidOwner();
    const theirs = json<Page>(await invoices(other.jar));
    expect(theirs.items.map((invoice) => invoice.number)).toEqual([other.first.invoice_number]);
    const mine = json<Page>(await invoices(owner.jar, '?limit=100'));
    expect(mine.items.map((invoice) => invoice.number)).not.toContain(other.first.invoice_number);

    // Another business's cursor reads only the caller's own list.
    const cursor = json<Page>(await invoices(owner.jar, '?limit=1')).next_cursor;
    expect(json<Page>(await invoices(other.jar, `?cursor=${cursor}`)).items).toEqual([]);
    for (const invoice of mine.items) {
      const response = await request(server, other.jar, { method: 'GET', url: invoice.url });
      expect(response.statusCode, invoice.url).toBe(404);
    }
  });

  it('answers an owner without invoices an empty list', async () => {
    const account = await register(server);
    const jar = await signIn(server, account);
    expect(json<Page>(await invoices(jar))).toEqual({ items: [], next_cursor: null });
  });

  it('refuses a bad cursor or limit (400), signed-out callers (401) and agents (403)', async () => {
    const badCursor = await invoices(owner.jar, '?cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect(json(badCursor).error).toBe(messagingMessages.invalidCursor);
    for (const limit of [0, PAYMENT_RULES.invoicePageMax + 1, 'ten']) {
      const response = await invoices(owner.jar, `?limit=${limit}`);
      expect(response.statusCode, String(limit)).toBe(400);
      expect(json(response).code).toBe('BAD_REQUEST');
    }
    expect((await invoices(new CookieJar())).statusCode).toBe(401);
    // A team is a Pro package's.
    const pro = await customer(server, { packageType: 'pro' });
    const agent = await joinTeam(server, pro.jar, 'agent');
    const refused = await invoices(agent.jar);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe(teamMessages.roleForbidden);
  });
});
