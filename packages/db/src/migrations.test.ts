import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createDb, type DbHandle, migrationsFolder } from './client.ts';
import * as schema from './schema/index.ts';

/** Every table the Drizzle schema declares: the migrations must create exactly these. */
const TABLES = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** PGlite answers `{rows}`, postgres.js an array of rows. */
const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const expectSchema = async (handle: DbHandle) => {
  const tables = rowsOf<{ table_name: string }>(
    await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    ),
  );
  expect(tables.map((r) => r.table_name)).toEqual(TABLES);
  const trgm = await handle.db.execute(sql`select 1 from pg_extension where extname = 'pg_trgm'`);
  expect(rowsOf(trgm)).toHaveLength(1);
  // Running them again is a no-op.
  await handle.migrate();
};

/** The migrations up to, not including, `tag`: a copy whose journal stops before it. */
const migrationsBefore = (tag: string) => {
  const folder = mkdtempSync(join(tmpdir(), 'balasin-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
};

/** Applies the migrations before `tag` with `migrateTo`, from a copy removed afterwards. */
const migrateBefore = async (tag: string, migrateTo: (folder: string) => Promise<void>) => {
  const folder = migrationsBefore(tag);
  try {
    await migrateTo(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/** What README's "Upgrading a large install" has an operator run before migration 0022. */
const PREBUILD = [
  `CREATE OR REPLACE FUNCTION email_grams(email text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT string_to_array(lower(email), NULL)
    || array(SELECT substr(lower(email), i, 2) FROM generate_series(1, length(email) - 1) AS i)
$$`,
  `CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_email_grams_idx" ON "users" USING gin (email_grams("email")) WITH (fastupdate=false)`,
];

const gramsIndex = async (handle: DbHandle) => {
  const [row] = rowsOf<{ oid: number; valid: boolean }>(
    await handle.db.execute(sql`
      select indexrelid::int as oid, indisvalid as valid from pg_index
      where indexrelid = to_regclass('users_email_grams_idx')`),
  );
  return row;
};

/**
 * Migration 0022's index blocks writes to users while it builds: an install that built it
 * beforehand without blocking (CONCURRENTLY) gets a migration that leaves it alone, and one
 * whose concurrent build was left invalid gets it built again.
 */
const expectPrebuiltIndexKept = async (
  handle: DbHandle,
  migrateTo: (folder: string) => Promise<void>,
) => {
  await migrateBefore('0022_email_short_search', migrateTo);
  expect(await gramsIndex(handle)).toBeUndefined();
  await handle.db.execute(
    sql`insert into users (email, name, password_hash) values ('Budi@Example.com', 'Budi', 'x')`,
  );
  for (const statement of PREBUILD) await handle.db.execute(sql.raw(statement));
  const prebuilt = await gramsIndex(handle);
  expect(prebuilt?.valid).toBe(true);

  await handle.migrate();
  expect(await gramsIndex(handle)).toEqual(prebuilt);
  await expectSchema(handle);
  const found = await handle.db.execute(
    sql`select email from users where email_grams(email) @> array['bu']`,
  );
  expect(rowsOf(found)).toEqual([{ email: 'Budi@Example.com' }]);
};

const expectInvalidIndexRebuilt = async (
  handle: DbHandle,
  migrateTo: (folder: string) => Promise<void>,
) => {
  await migrateBefore('0022_email_short_search', migrateTo);
  for (const statement of PREBUILD) await handle.db.execute(sql.raw(statement));
  // What an interrupted CREATE INDEX CONCURRENTLY leaves behind.
  await handle.db.execute(
    sql`update pg_index set indisvalid = false where indexrelid = 'users_email_grams_idx'::regclass`,
  );
  const invalid = await gramsIndex(handle);
  expect(invalid?.valid).toBe(false);

  await handle.migrate();
  const rebuilt = await gramsIndex(handle);
  expect(rebuilt?.valid).toBe(true);
  expect(rebuilt?.oid).not.toBe(invalid?.oid);
};

describe('migrations', () => {
  it('apply to an empty embedded database', async () => {
    const handle = createDb({ dataDir: 'memory://' });
    await handle.migrate();
    await expectSchema(handle);
    await handle.close();
  });

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('apply to an empty PostgreSQL database (TEST_DATABASE_URL)', async () => {
    const admin = postgres(url as string, { max: 1, onnotice: () => {} });
    const name = `balasin_migrate_${randomBytes(5).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    try {
      const target = new URL(url as string);
      target.pathname = `/${name}`;
      const handle = createDb({ databaseUrl: target.toString() });
      await handle.migrate();
      await expectSchema(handle);
      await handle.close();
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });

  const onEmbedded = async (
    check: (handle: DbHandle, migrateTo: (folder: string) => Promise<void>) => Promise<void>,
  ) => {
    const handle = createDb({ dataDir: 'memory://' });
    try {
      await check(handle, (folder) =>
        migratePglite(handle.db as Parameters<typeof migratePglite>[0], {
          migrationsFolder: folder,
        }),
      );
    } finally {
      await handle.close();
    }
  };

  const onPostgres = async (
    check: (handle: DbHandle, migrateTo: (folder: string) => Promise<void>) => Promise<void>,
  ) => {
    const admin = postgres(url as string, { max: 1, onnotice: () => {} });
    const name = `balasin_migrate_${randomBytes(5).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    try {
      const target = new URL(url as string);
      target.pathname = `/${name}`;
      const handle = createDb({ databaseUrl: target.toString() });
      try {
        await check(handle, (folder) =>
          migratePostgres(handle.db as Parameters<typeof migratePostgres>[0], {
            migrationsFolder: folder,
          }),
        );
      } finally {
        await handle.close();
      }
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  };

  it('keep an e-mail pieces index built beforehand (embedded)', () =>
    onEmbedded(expectPrebuiltIndexKept));
  it('build again an e-mail pieces index left invalid (embedded)', () =>
    onEmbedded(expectInvalidIndexRebuilt));
  it.skipIf(!url)('keep an e-mail pieces index built beforehand (PostgreSQL)', () =>
    onPostgres(expectPrebuiltIndexKept),
  );
  it.skipIf(!url)('build again an e-mail pieces index left invalid (PostgreSQL)', () =>
    onPostgres(expectInvalidIndexRebuilt),
  );
});
