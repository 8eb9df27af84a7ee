import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers (and their transactions) share this surface; queries take it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** What a library with its own driver (the job queue) connects through. */
  raw: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };
  migrate: () => Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL's NOTIFY: every process listening on the channel gets the payload (< 8000 bytes). */
  notify: (channel: string, payload: string) => Promise<void>;
  /** LISTEN, re-established by the driver after a lost connection; resolves to the unlisten. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
};

export type DbOptions = {
  /** A PostgreSQL URL; without it embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder, or `memory://`. */
  dataDir?: string | undefined;
  /** Connections in the postgres.js pool. */
  poolSize?: number;
};

/**
 * Found through the package's own name rather than beside this file, so the server's bundle
 * (apps/server/dist), which carries this module inside it, still finds the folder.
 */
export const migrationsFolder = dirname(
  dirname(createRequire(import.meta.url).resolve('@balasin/db/migrations/meta/_journal.json')),
);

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export const createDb = (options: DbOptions): DbHandle => {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      // Fail fast when the server is gone, so callers can answer 503 instead of hanging.
      connect_timeout: 3,
      idle_timeout: 60,
      onnotice: () => {},
    });
    // The outage probe has a connection of its own: queued behind a busy pool, `select 1` would
    // wait for the load to pass, and a server under load would take itself for one whose
    // database is gone (and answer 503 to everyone).
    const probe = postgres(options.databaseUrl, {
      max: 1,
      connect_timeout: 3,
      idle_timeout: 60,
      onnotice: () => {},
    });
    const db = drizzlePostgres(client, drizzleOptions);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      raw: { kind: 'postgres', url: options.databaseUrl },
      migrate: () => migratePostgres(db, { migrationsFolder }),
      ping: async () => {
        await probe`select 1`;
      },
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), probe.end({ timeout: 5 })]);
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
      listen: async (channel, onPayload) => {
        const { unlisten } = await client.listen(channel, onPayload);
        return unlisten;
      },
    };
  }
  const client = new PGlite(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
};
