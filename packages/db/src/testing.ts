import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createDb, type Db, type DbHandle, migrationsFolder } from './client.ts';

// Seed data (the `db:seed` command, benchmarks) and the reads only tests need: kept out of the
// package's main entry, which the server imports.
export * from './queries/seed.ts';
export * from './queries/test-queries.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL
 * is set, a new PostgreSQL database cloned from a migrated template (cloning is much faster
 * than migrating each time). Test support only: this is the one place a package reads the
 * environment, so every test file runs on both kinds without its own wiring.
 */
export const createTestDb = async (
  postgresUrl = process.env.TEST_DATABASE_URL,
): Promise<DbHandle & { url?: string }> => {
  if (!postgresUrl) {
    const handle = createDb({ dataDir: 'memory://', pgliteImage: await pgliteTemplate() });
    // Nothing to apply when the image is current; kept so a test never runs on an old schema.
    await handle.migrate();
    return handle;
  }
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  try {
    const template = await ensureTemplate(admin, postgresUrl);
    const name = `balasin_test_${randomBytes(6).toString('hex')}`;
    await admin.unsafe(`create database "${name}" template "${template}"`);
    const url = withDatabase(postgresUrl, name);
    const handle = createDb({ databaseUrl: url, poolSize: 20 });
    return {
      ...handle,
      // Other processes of a test (a second server) open the same database by it.
      url,
      close: async () => {
        await handle.close();
        const dropper = postgres(postgresUrl, { max: 1, onnotice: () => {} });
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  } finally {
    await admin.end();
  }
};

/**
 * Runs `load` with the GIN indexes of `tables` dropped, then builds them again from their own
 * definitions, for a test that seeds tens of thousands of rows. Built in bulk they end as the
 * migrations made them, several times sooner than row by row: 60,000 seeded owners took 112 s
 * on a loaded two-core machine with the users table's three GIN indexes in place.
 */
export const withGinIndexesBuiltAfter = async <T>(
  db: Db,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> => {
  const result = await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = any(string_to_array(${tables.join(' ')}, ' '))
      and indexdef like '% USING gin %'`);
  const indexes = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    indexname: string;
    indexdef: string;
  }[];
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.indexname)}`);
  const loaded = await load();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  return loaded;
};

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const migrationsDigest = () => {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 12);
};

const TEMPLATE_LOCK = 7_413_002;

/** Test files run in parallel workers: an advisory lock makes one of them build the template. */
const ensureTemplate = async (admin: postgres.Sql, url: string) => {
  const template = `balasin_template_${migrationsDigest()}`;
  await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
  try {
    const [existing] = await admin`select 1 from pg_database where datname = ${template}`;
    if (!existing) {
      const building = `${template}_building`;
      await admin.unsafe(`drop database if exists "${building}" with (force)`);
      await admin.unsafe(`create database "${building}"`);
      const handle = createDb({ databaseUrl: withDatabase(url, building), poolSize: 1 });
      await handle.migrate();
      await handle.close();
      await admin.unsafe(`alter database "${building}" rename to "${template}"`);
    }
    return template;
  } finally {
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
  }
};

let template: Promise<Blob> | undefined;

/**
 * A migrated PGlite cluster as a tarball, built once per machine for these migrations and this
 * PGlite (its format follows the PostgreSQL inside) and kept in the temporary folder: starting a
 * test file's database from it takes under a second, where initdb and the migrations take
 * several (most of a minute, summed over a run's files, on each of the two cores).
 */
const pgliteTemplate = () => {
  template ??= (async () => {
    // The package's manifest is not among its exports: found beside its entry file.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    const file = join(tmpdir(), `balasin-pglite-${version}-${migrationsDigest()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = createDb({ dataDir: 'memory://' });
    try {
      await handle.migrate();
      const image = await (handle.raw as { client: PGlite }).client.dumpDataDir('none');
      // Written aside and renamed: a worker building it at the same time never reads half.
      const partial = `${file}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, file);
      return image;
    } finally {
      await handle.close();
    }
  })();
  return template;
};
