import type { Db } from './client.ts';

const cache = new WeakMap<Db, Map<(db: Db) => unknown, unknown>>();

/**
 * A query on the hot path, built once per database handle and run as a prepared statement.
 * Built fresh, Drizzle spends about half a millisecond of CPU assembling the SQL and sends it
 * unprepared, so PostgreSQL parses and plans it again each time: the benchmark measured
 * 1.4 ms of client CPU and 2.7 ms in all per session lookup, against 0.25 ms prepared.
 */
export const prepared = <T>(db: Db, build: (db: Db) => T): T => {
  let queries = cache.get(db);
  if (!queries) {
    queries = new Map();
    cache.set(db, queries);
  }
  let query = queries.get(build) as T | undefined;
  if (query === undefined) {
    query = build(db);
    queries.set(build, query);
  }
  return query;
};

/** A statement written in SQL, run prepared on whichever connection a `Db` stands for. */
export type Statement = { name: string; text: string };

/**
 * Runs `statement` as a prepared statement on the connection `db` stands for: the pool, or the
 * one connection of a transaction (which `prepared` cannot reach: its queries are bound to the
 * handle they were built on). postgres.js keeps each connection's statements by their text, so
 * after the first call a statement costs one round trip (Bind, Execute) where an unprepared one
 * costs two (Parse and Describe, then Bind and Execute) and a parse and plan in PostgreSQL.
 * Rows come back with the database's column names; timestamps as strings (both drivers are set
 * up by Drizzle to leave them unparsed), so a statement casts what it returns.
 */
export const runStatement = async <Row extends Record<string, unknown>>(
  db: Db,
  statement: Statement,
  params: unknown[],
): Promise<Row[]> => {
  const result: unknown = await db._.session
    .prepareQuery({ sql: statement.text, params }, undefined, statement.name, false)
    .execute();
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
};
