import { schema } from '@balasin/db';
import { seedSubscriptions } from '@balasin/db/testing';
import { LIMITS, messages } from '@balasin/shared';
import { sql } from 'drizzle-orm';
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
    const target = emails[3] as string;
    const pieces = [
      target.slice(2, 3).toUpperCase(),
      target.slice(6, 8).toUpperCase(),
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
  it('estimates a total over the cap, says so, and still counts small filters exactly', async () => {
    const big = await createTestServer();
    try {
      const extra = LIMITS.adminExactTotalMax + 200;
      await seedSubscriptions(big.db.db, { count: extra, passwordHash: 'not-a-real-hash' });
      await big.db.db.execute(sql`analyze`);
      const jar = await adminJar(big);
      const page = json<Page>(
        await request(big, jar, { method: 'GET', url: '/api/admin/subscriptions' }),
      );
      expect(page.totalIsEstimate).toBe(true);
      expect(page.total).toBeGreaterThan(LIMITS.adminExactTotalMax);
      expect(Math.abs(page.total - extra)).toBeLessThan(extra * 0.2);
      expect(page.pageCount).toBe(Math.ceil(page.total / 10));
      expect(page.items).toHaveLength(10);

      const few = json<Page>(
        await request(big, jar, {
          method: 'GET',
          url: '/api/admin/subscriptions?q=nobody-has-this',
        }),
      );
      expect(few).toMatchObject({ total: 0, totalIsEstimate: false, pageCount: 0 });
    } finally {
      await big.close();
    }
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
