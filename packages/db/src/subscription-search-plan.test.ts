import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { seedSubscriptions } from './queries/seed.ts';
import { type SubscriptionSearch, subscriptionSearchQueries } from './queries/subscriptions.ts';
import { users } from './schema/index.ts';
import { createTestDb, withGinIndexesBuiltAfter } from './testing.ts';

/**
 * The admin list must stay an index lookup as subscriptions grow. With enough rows for the
 * planner to care (and statistics gathered), each page query and each count is explained and
 * must read through the intended index, never a sequential scan of subscriptions or users.
 * PostgreSQL only: PGlite's planner is the same code, but this is about the production server.
 */
const url = process.env.TEST_DATABASE_URL;
const ROWS = 60_000;

let handle: DbHandle;
let someEmail: string;

const planOf = async (query: { getSQL: () => unknown }) => {
  const result = await handle.db.execute(sql`explain (costs off) ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    'QUERY PLAN': string;
  }[];
  return rows.map((row) => row['QUERY PLAN']).join('\n');
};

const page = (search: Partial<SubscriptionSearch>) =>
  subscriptionSearchQueries(handle.db, { page: 1, pageSize: 10, now: new Date(), ...search });

describe.skipIf(!url)('admin subscription search plans (PostgreSQL)', () => {
  beforeAll(async () => {
    handle = await createTestDb();
    await withGinIndexesBuiltAfter(handle.db, ['users'], () =>
      seedSubscriptions(handle.db, { count: ROWS, passwordHash: 'not-a-real-hash' }),
    );
    // VACUUM as well as ANALYZE: a bulk insert leaves the trigram GIN index's new entries in its
    // pending list, which the planner prices as costly until a vacuum merges them; without it the
    // e-mail search fell to a seq scan in about one run in seven, depending on autovacuum's timing.
    await handle.db.execute(sql`vacuum analyze`);
    const [user] = await handle.db.select({ email: users.email }).from(users).limit(1);
    someEmail = user?.email as string;
  }, 120_000);
  afterAll(() => handle?.close());

  it('reads an unfiltered page newest first straight from the created_at index', async () => {
    const plan = await planOf(page({}).items);
    expect(plan).toContain('Index Scan using subscriptions_created_at_idx on subscriptions');
    expect(plan).not.toMatch(/Seq Scan on (subscriptions|users)|Sort Key/);
  });

  it('reads a status page from the status index, in order', async () => {
    const plan = await planOf(page({ status: 'pending' }).items);
    expect(plan).toContain('subscriptions_status_created_at_idx');
    expect(plan).not.toMatch(/Seq Scan on subscriptions|Sort Key/);
    expect(await planOf(page({ status: 'pending' }).total)).toContain(
      'subscriptions_status_created_at_idx',
    );
  });

  it('finds owners by e-mail substring through the trigram index, page and count alike', async () => {
    const fragment = someEmail.slice(2, someEmail.indexOf('@'));
    for (const query of [page({ q: fragment }).items, page({ q: fragment }).total]) {
      const plan = await planOf(query);
      expect(plan).toContain('users_email_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on (subscriptions|users|businesses)/);
    }
  });

  it('counts from the subscriptions indexes alone when there is no e-mail search', async () => {
    const plan = await planOf(page({ status: 'active' }).total);
    expect(plan).not.toMatch(/businesses|users|Seq Scan/);
  });
});
