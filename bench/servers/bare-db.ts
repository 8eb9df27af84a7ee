import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';

export type Query = <T>(text: string, params: unknown[]) => Promise<T[]>;

export type BareDb = {
  query: Query;
  transaction: <T>(work: (query: Query) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The bare servers' database: postgres.js on PostgreSQL, PGlite's own driver on PGlite. */
export const connect = (): BareDb => {
  if (process.env.DATABASE_URL) {
    const sql = postgres(process.env.DATABASE_URL, { max: 10 });
    // As a minimal handler written with `unsafe` runs: postgres.js prepares its tagged templates,
    // not `unsafe`, so each parameterised statement goes unprepared, in two round trips.
    const on =
      (client: postgres.Sql | postgres.TransactionSql): Query =>
      (text, params) =>
        client.unsafe(text, params as never[]) as never;
    return {
      query: on(sql),
      transaction: (work) => sql.begin((tx) => work(on(tx))) as never,
      close: () => sql.end(),
    };
  }
  const pglite = new PGlite(process.env.DATA_DIR, { extensions: { pg_trgm } });
  return {
    query: async <T>(text: string, params: unknown[]) => (await pglite.query<T>(text, params)).rows,
    transaction: (work) =>
      pglite.transaction((tx) =>
        work(async <T>(text: string, params: unknown[]) => (await tx.query<T>(text, params)).rows),
      ),
    close: () => pglite.close(),
  };
};
