import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle } from '@balasin/db';
import postgres from 'postgres';

/** Where one benchmark run keeps its data, and the environment its servers get. */
export type Target = {
  kind: 'postgres' | 'pglite';
  /** DATABASE_URL or DATA_DIR for the server processes. */
  env: Record<string, string>;
  open: () => DbHandle;
  /** Starts from an empty database. */
  reset: () => Promise<void>;
  dispose: () => Promise<void>;
};

/**
 * The bench wipes its database on every run, so it only takes one whose name says it is for
 * benchmarks: pointing DATABASE_URL at real data by mistake cannot destroy it.
 */
export const postgresTarget = (databaseUrl: string): Target => {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name.includes('bench')) {
    throw new Error(
      `DATABASE_URL names the database "${name}"; the bench drops and recreates its database, so its name must contain "bench" (e.g. ${url.protocol}//${url.host}/balasin_bench).`,
    );
  }
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  return {
    kind: 'postgres',
    env: { DATABASE_URL: databaseUrl },
    open: () => createDb({ databaseUrl, poolSize: 4 }),
    reset: async () => {
      const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.unsafe(`create database "${name}"`);
      } finally {
        await admin.end();
      }
    },
    dispose: async () => {},
  };
};

/** A PGlite folder of its own under the system's temporary directory, removed afterwards. */
export const pgliteTarget = (): Target => {
  const dir = mkdtempSync(join(tmpdir(), 'balasin-bench-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir },
    open: () => createDb({ dataDir: dir }),
    reset: async () => {
      rmSync(dir, { recursive: true, force: true });
    },
    dispose: async () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
