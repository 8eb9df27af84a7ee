import { schema } from '@balasin/db';
import { seedSubscriptions } from '@balasin/db/testing';
import { LIMITS, messages } from '@balasin/shared';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminJar,
  type CookieJar,
  createTestServer,
  customer,
  json,
  request,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let admin: CookieJar;

type Page = {
  items: { id: string; owner_email: string; status: string; package: string }[];
  total: number;
  totalIsEstimate: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
};

const search = async (query: string) => {
  const response = await request(server, admin, {
    method: 'GET',
    url: `/api/admin/subscriptions${query}`,
  });
  expect(response.statusCode).toBe(200);
  return json<Page>(response);
};

beforeAll(async () => {
  server = await createTestServer();
  admin = await adminJar(server);
  // 12 customers: 3 pro (active), 2 enterprise (active), 7 lite (pending) — a deleted business too.
  for (let i = 0; i < 3; i++) await customer(server, { packageType: 'pro' });
  for (let i = 0; i < 2; i++) await customer(server, { packageType: 'enterprise' });
  for (let i = 0; i < 7; i++) await customer(server, { active: false });
});
afterAll(() => server.close());

describe('GET /api/admin/subscriptions', () => {
  it('pages newest first, 10 by default', async () => {
    const first = await search('');
    expect(first).toMatchObject({
      total: 12,
      totalIsEstimate: false,
      page: 1,
      pageSize: 10,
      pageCount: 2,
    });
    expect(first.items).toHaveLength(10);
    const second = await search('?page=2');
    expect(second.items).toHaveLength(2);
    const ids = new Set([...first.items, ...second.items].map((s) => s.id));
    expect(ids.size).toBe(12);
    expect((await search('?page=3')).items).toEqual([]);
    expect((await search('?pageSize=100')).items).toHaveLength(12);
  });

  it('searches the owner e-mail case-insensitively, by substring, with % and _ taken literally', async () => {
    const all = await search('?pageSize=100');
    const target = all.items[4]?.owner_email as string;
    const middle = target.slice(5, 12).toUpperCase();
    const found = await search(`?q=${encodeURIComponent(middle)}`);
    expect(found.items.map((s) => s.owner_email)).toEqual([target]);
    expect(found.total).toBe(1);
    expect((await search('?q=%25')).total).toBe(0);
    expect((await search('?q=_')).total).toBe(0);
    expect((await search('?q=example.com')).total).toBe(12);
  });

  it('matches searches of one or two characters as substrings too, quotes and backslashes literally', async () => {
    const emails = (await search('?pageSize=100')).items.map((s) => s.owner_email);
    const payments = async (query: string) =>
      json<{ total: number; items: { owner_email: string }[] }>(
        await request(server, admin, { method: 'GET', url: `/api/admin/payments${query}` }),
      );
    const orderEmails = (await payments('?pageSize=100')).items.map((p) => p.owner_email);
    expect(orderEmails.length).toBeGreaterThan(0);
    // Pieces of the owner's name, letters only: the payments queue reads a search of digits as
    // an amount, not as a piece of an e-mail (the random part of a seeded e-mail has digits).
    const word = /[a-z]{3,}/.exec(emails[3] as string)?.[0] as string;
    const pieces = [
      word.slice(1, 2).toUpperCase(),
      word.slice(1, 3).toUpperCase(),
      '@',
      '.c',
      "'",
      "q'",
      '\\',
      '%a',
      'zq',
    ];
    for (const piece of pieces) {
      const expected = emails.filter((email) => email.includes(piece.toLowerCase())).length;
      const found = await search(`?q=${encodeURIComponent(piece)}&pageSize=100`);
      expect({ piece, total: found.total }).toEqual({ piece, total: expected });
      expect(found.items.every((s) => s.owner_email.includes(piece.toLowerCase()))).toBe(true);
      // The payments queue searches the same way.
      const orders = await payments(`?q=${encodeURIComponent(piece)}&pageSize=100`);
      expect({ piece, total: orders.total }).toEqual({
        piece,
        total: orderEmails.filter((email) => email.includes(piece.toLowerCase())).length,
      });
    }
  });

  it('filters by status and by package, together with paging', async () => {
    expect((await search('?status=active')).total).toBe(5);
    expect((await search('?status=pending')).total).toBe(7);
    expect((await search('?package=pro')).total).toBe(3);
    const both = await search('?status=active&package=enterprise');
    expect(both.total).toBe(2);
    expect(both.items.every((s) => s.status === 'active' && s.package === 'enterprise')).toBe(true);
    expect((await search('?status=cancelled')).pageCount).toBe(0);
  });

  it.each(['?pageSize=101', '?pageSize=0', '?page=0', '?status=gold', '?package=x', '?page=abc'])(
    'rejects %s with 400',
    async (query) => {
      const response = await request(server, admin, {
        method: 'GET',
        url: `/api/admin/subscriptions${query}`,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /api/admin/subscriptions beyond the exact count', () => {
  // Three times the cap, so an estimate stuck at the cap (1,001) is far off, not within the margin.
  const seeded = 3 * LIMITS.adminExactTotalMax;
  let big: TestServer;
  let jar: CookieJar;
  const page = async (query: string) => {
    const response = await request(big, jar, {
      method: 'GET',
      url: `/api/admin/subscriptions${query}`,
    });
    expect(response.statusCode).toBe(200);
    return json<Page>(response);
  };
  /** The matches counted in full, as the API does not past the cap. */
  const exact = async (text: string, status: 'cancelled') => {
    const [row] = await big.db.db
      .select({ n: count() })
      .from(schema.subscriptions)
      .innerJoin(schema.businesses, eq(schema.businesses.id, schema.subscriptions.businessId))
      .innerJoin(schema.users, eq(schema.users.id, schema.businesses.ownerId))
      .where(and(ilike(schema.users.email, `%${text}%`), eq(schema.subscriptions.status, status)));
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    big = await createTestServer();
    await seedSubscriptions(big.db.db, { count: seeded, passwordHash: 'not-a-real-hash' });
    await big.db.db.execute(sql`analyze`);
    jar = await adminJar(big);
  });
  afterAll(() => big.close());

  // Each of them read "about 1,001": the estimate was taken of the match list after the capped
  // count had limited it to 1,001 rows, and for an e-mail search the planner could only guess.
  it.each([
    ['no search', ''],
    ['a piece of one character', '?q=e'],
    ['a piece of two', '?q=xa'],
    ['a longer text', '?q=example'],
  ])('estimates a total over the cap for %s, and says so', async (_, query) => {
    // Every seeded e-mail is at example.*: all of them match each search.
    const found = await page(query);
    expect(found.totalIsEstimate).toBe(true);
    expect(Math.abs(found.total - seeded)).toBeLessThan(seeded * 0.1);
    expect(found.pageCount).toBe(Math.ceil(found.total / 10));
    expect(found.items).toHaveLength(10);
    // The last page but one the estimate promises is full: paging forward meets real rows.
    const late = await page(`${query ? `${query}&` : '?'}page=${found.pageCount - 1}`);
    expect(late.items).toHaveLength(10);
  });

  it('estimates a filter that leaves fewer than the cap among thousands of matching owners near its own count', async () => {
    const cancelled = await exact('e', 'cancelled');
    expect(cancelled).toBeLessThan(LIMITS.adminExactTotalMax);
    // More than the cap of owners have an 'e', so it is not counted, but it read 1,001: pages of
    // nothing past the real end.
    const filtered = await page('?q=e&status=cancelled');
    expect(filtered.totalIsEstimate).toBe(true);
    expect(Math.abs(filtered.total - cancelled)).toBeLessThan(cancelled * 0.2);
  });

  it('still counts small searches exactly', async () => {
    const few = await page('?q=nobody-has-this');
    expect(few).toMatchObject({ total: 0, totalIsEstimate: false, pageCount: 0 });
    const someone = await page('?q=example&package=enterprise&status=cancelled');
    expect(someone.totalIsEstimate).toBe(false);
    expect(someone.total).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users (live businesses), businesses, active subscriptions and revenue', async () => {
    await server.db.db.execute(
      sql`update ${schema.businesses} set deleted_at = now() where id = (select id from ${schema.businesses} order by created_at limit 1)`,
    );
    const response = await request(server, admin, { method: 'GET', url: '/api/admin/stats' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      totalUsers: 11,
      totalBusinesses: 12,
      activeSubscriptions: 5,
      totalRevenue: 3 * 579_000 + 2 * 5_799_000,
    });
  });

  it('is for admins only', async () => {
    const { jar } = await customer(server, { active: false });
    const response = await request(server, jar, { method: 'GET', url: '/api/admin/stats' });
    expect(response.statusCode).toBe(403);
    expect(json(response).error).toBe(messages.unauthorizedAccess);
  });
});
