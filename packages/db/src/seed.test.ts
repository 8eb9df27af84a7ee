import { PACKAGES, SUBSCRIPTION_STATUSES } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { DEMO_BUSINESS_NAME, seedDemoAccount, seedSubscriptions } from './queries/seed.ts';
import { businesses, subscriptions, users, whatsappNumbers } from './schema/index.ts';
import { createTestDb } from './testing.ts';

const COUNT = 500;
const DAY = 86_400_000;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('seedSubscriptions', () => {
  it('creates owners, businesses and subscriptions with consistent random data', async () => {
    const before = Date.now();
    const batches: number[] = [];
    // A batch size that does not divide the count exercises the short last batch.
    await seedSubscriptions(handle.db, {
      count: COUNT,
      passwordHash: 'not-a-real-hash',
      batchSize: 200,
      onBatch: (done) => batches.push(done),
    });
    const after = Date.now();
    expect(batches).toEqual([200, 400, 500]);

    const rows = await handle.db
      .select({ subscription: subscriptions, business: businesses, owner: users })
      .from(subscriptions)
      .leftJoin(businesses, eq(businesses.id, subscriptions.businessId))
      .leftJoin(users, eq(users.id, businesses.ownerId));
    expect(rows).toHaveLength(COUNT);
    expect(await handle.db.$count(users)).toBe(COUNT);
    expect(await handle.db.$count(businesses)).toBe(COUNT);

    const statuses = new Set(rows.map((r) => r.subscription.status));
    const packages = new Set(rows.map((r) => r.subscription.package));
    expect([...statuses].sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
    expect([...packages].sort()).toEqual([...PACKAGES].sort());

    for (const { subscription: s, business, owner } of rows) {
      expect(business?.name).toBeTruthy();
      expect(owner?.email).toMatch(/^[a-z]+\.[a-z]+-[0-9a-f]{8}-\d+@example\.[a-z.]+$/);
      const created = s.createdAt.getTime();
      expect(created).toBeLessThan(before);
      expect(created).toBeGreaterThan(before - 731 * DAY);
      const start = s.startDate?.getTime();
      const end = s.endDate?.getTime();
      if (s.status === 'pending') {
        expect(s.startDate).toBeNull();
        expect(s.endDate).toBeNull();
      }
      if (s.status === 'active') {
        expect(start).toBeLessThan(before);
        expect(end).toBeGreaterThan(after);
      }
      if (s.status === 'expired') {
        expect(end).toBeLessThan(before);
      }
      if (start !== undefined && end !== undefined) expect(end).toBeGreaterThanOrEqual(start);
    }

    const emails = rows.map((r) => r.owner?.email);
    expect(new Set(emails).size).toBe(COUNT);
    // Spread over two years: both halves hold a fair share.
    const olderThanAYear = rows.filter(
      (r) => r.subscription.createdAt.getTime() < before - 365 * DAY,
    );
    expect(olderThanAYear.length).toBeGreaterThan(COUNT / 4);
    expect(olderThanAYear.length).toBeLessThan((COUNT * 3) / 4);
  });

  it('keeps e-mails unique when run again', async () => {
    await seedSubscriptions(handle.db, { count: 50, passwordHash: 'not-a-real-hash' });
    expect(await handle.db.$count(users)).toBe(COUNT + 50);
  });
});

describe('seedDemoAccount', () => {
  it('creates the demo account once', async () => {
    const account = { email: 'demo@balasin.test', name: 'Demo', passwordHash: 'not-a-real-hash' };
    expect(await seedDemoAccount(handle.db, account)).toBe('created');
    expect(await seedDemoAccount(handle.db, account)).toBe('exists');

    const demoUsers = await handle.db.select().from(users).where(eq(users.email, account.email));
    expect(demoUsers).toHaveLength(1);
    const [owner] = demoUsers;
    const owned = await handle.db
      .select()
      .from(businesses)
      .where(eq(businesses.ownerId, owner?.id ?? ''));
    expect(owned.map((b) => b.name)).toEqual([DEMO_BUSINESS_NAME]);
    const businessId = owned[0]?.id ?? '';

    const subs = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, businessId));
    expect(subs).toHaveLength(1);
    const [sub] = subs;
    expect(sub).toMatchObject({ package: 'lite', status: 'active' });
    const now = Date.now();
    expect(sub?.startDate?.getTime()).toBeLessThanOrEqual(now);
    expect(sub?.endDate?.getTime()).toBeGreaterThan(now + 364 * DAY);

    const numbers = await handle.db
      .select()
      .from(whatsappNumbers)
      .where(eq(whatsappNumbers.businessId, businessId));
    expect(numbers.map((n) => n.status).sort()).toEqual(['connected', 'disconnected']);
  });
});
