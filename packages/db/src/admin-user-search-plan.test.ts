import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { type AuditSearch, auditLogQuery } from './queries/admin-audit.ts';
import { type UserSearch, userSearchQuery } from './queries/admin-users.ts';
import { createTestDb, withGinIndexesBuiltAfter } from './testing.ts';

/**
 * The admin user list and the audit log must stay index lookups as they grow: with enough rows
 * for the planner to care, each page is explained and must read the intended index. (At a
 * million users on PostgreSQL 15: a page 0.05 ms, a rare e-mail or name 5-45 ms, a common one
 * 0.1 ms; an audit page by action, actor or target under 0.2 ms.) PostgreSQL only.
 */
const url = process.env.TEST_DATABASE_URL;
const ROWS = 60_000;

let handle: DbHandle;

const planOf = async (query: { getSQL: () => unknown }) => {
  const result = await handle.db.execute(sql`explain (costs off) ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    'QUERY PLAN': string;
  }[];
  return rows.map((row) => row['QUERY PLAN']).join('\n');
};

const users = (search: Partial<UserSearch>) =>
  planOf(userSearchQuery(handle.db, { limit: 10, ...search }));
const audit = (search: Partial<AuditSearch>) =>
  planOf(auditLogQuery(handle.db, { limit: 10, ...search }));

describe.skipIf(!url)('admin user and audit log plans (PostgreSQL)', () => {
  beforeAll(async () => {
    handle = await createTestDb();
    await withGinIndexesBuiltAfter(handle.db, ['users'], () =>
      handle.db.execute(sql`
        insert into users (email, name, password_hash, created_at)
        select 'user' || g || '.' || md5(g::text) || '@example.com',
               (array['Budi', 'Sari', 'Agus'])[1 + g % 3] || ' Santoso ' || g,
               'not-a-real-hash', now() - g * interval '1 second'
        from generate_series(1, ${ROWS}) g`),
    );
    await handle.db.execute(sql`
      insert into audit_log (action, entity_type, entity_id, created_at)
      select case when g % 100 = 0 then 'user.disable' else 'payment.confirm' end,
             (array['user', 'payment_order'])[1 + g % 2], gen_random_uuid(),
             now() - g * interval '1 second'
      from generate_series(1, ${ROWS}) g`);
    // VACUUM merges the trigram indexes' new entries, as in the subscription plan test.
    await handle.db.execute(sql`vacuum analyze`);
  }, 120_000);
  afterAll(() => handle?.close());

  it('reads a user page, and a page after a cursor, from the created_at index', async () => {
    for (const plan of [
      await users({}),
      await users({
        after: { at: '2026-01-01T00:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' },
      }),
    ]) {
      expect(plan).toContain('users_created_at_idx');
      expect(plan).not.toMatch(/Seq Scan on users|Sort Key/);
    }
  });

  it('finds a rare e-mail or name through both trigram indexes', async () => {
    const plan = await users({ q: 'user4242.' });
    expect(plan).toContain('users_email_trgm_idx');
    expect(plan).toContain('users_name_trgm_idx');
    expect(plan).not.toContain('Seq Scan on users');
  });

  // A filter that keeps most rows is read fastest from created_at, filtering as it goes; the
  // seeded 'user.disable' is 1 in 100, rare enough for its own index to win.
  it('reads an audit page from the index matching its filter', async () => {
    expect(await audit({})).toContain('audit_log_created_at_idx');
    expect(await audit({ action: 'user.disable' })).toContain('audit_log_action_created_at_idx');
    expect(await audit({ actorEmail: 'nobody@example.com' })).toContain(
      'audit_log_actor_created_at_idx',
    );
    const target = '3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10';
    expect(await audit({ entityType: 'user', entityId: target })).toContain('audit_log_entity_idx');
    // Without its kind, the id still goes through the entity index (once per kind).
    const byId = await audit({ entityId: target });
    expect(byId).toContain('audit_log_entity_idx on audit_log');
    expect(byId).not.toContain('Seq Scan on audit_log');
  });
});
