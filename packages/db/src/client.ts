import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export { DATA_DIR_LOCK_FILE, DataDirInUseError } from './data-dir-lock.ts';

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
  /**
   * Resolves once `ping` has an open connection to ask on: at once while it has one, else when
   * one is opened (TCP, start-up, authentication: a few round trips). A caller can then give
   * the opening and the query deadlines of their own, so that a slow link is not taken for a
   * silent database.
   */
  connectPing: () => Promise<void>;
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
  /**
   * A PGlite data directory dumped earlier (`dumpDataDir`) to start from instead of an empty
   * cluster: tests start each file from a migrated one, several times faster than initdb and
   * the migrations.
   */
  pgliteImage?: Blob | undefined;
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
    const connection = {
      // Fail fast when the server is gone, so callers can answer 503 instead of hanging.
      connect_timeout: 3,
      // The driver's default waits up to 20 s between attempts after repeated failures, and
      // queries queued meanwhile wait with it: after an outage, try again within a second.
      backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
      idle_timeout: 60,
      onnotice: () => {},
    };
    const client = postgres(options.databaseUrl, { ...connection, max: options.poolSize ?? 10 });
    // Pings get a connection of their own: behind a busy pool they would wait their turn and
    // look like an outage. Once open it stays open (no idle timeout, no lifetime: one idle
    // connection a process), so a ping is one round trip rather than a new connection's
    // several, which a distant database makes longer than the database gate waits for an
    // answer; `select 1` needs none of the array types the driver would fetch first. The
    // connection counts as open from a ping it answered until the driver reports it closed.
    let pingConnected = false;
    const pinger = postgres(options.databaseUrl, {
      ...connection,
      max: 1,
      idle_timeout: 0,
      max_lifetime: 0,
      fetch_types: false,
      onclose: () => {
        pingConnected = false;
      },
    });
    const ping = async () => {
      await pinger`select 1`;
      pingConnected = true;
    };
    const db = drizzlePostgres(client, drizzleOptions);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      raw: { kind: 'postgres', url: options.databaseUrl },
      migrate: () => migratePostgres(db, { migrationsFolder }),
      ping,
      connectPing: async () => {
        if (!pingConnected) await ping();
      },
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), pinger.end({ timeout: 1 })]);
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
  const dataDir = options.dataDir ?? 'memory://';
  // A folder is one process's: throws when another live process has it open.
  const unlock = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  const client = new PGlite(dataDir, {
    extensions: { pg_trgm },
    ...(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {}),
  });
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    raw: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Embedded: nothing between us and it can fail but closing it, and a query would wait
    // behind every other one on its single connection.
    ping: async () => {
      if (client.closed) throw new Error('PGlite is closed');
    },
    connectPing: async () => {},
    close: async () => {
      await client.close();
      unlock();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
};
