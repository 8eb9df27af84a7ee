import { fileURLToPath } from 'node:url';
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
  migrate: () => Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export type DbOptions = {
  /** A PostgreSQL URL; without it embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder, or `memory://`. */
  dataDir?: string | undefined;
  /** Connections in the postgres.js pool. */
  poolSize?: number;
};

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

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
    const db = drizzlePostgres(client, drizzleOptions);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder }),
      ping: async () => {
        await client`select 1`;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const client = new PGlite(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
};
