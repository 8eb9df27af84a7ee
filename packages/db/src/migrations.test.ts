import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.ts';
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
});
