import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp as UTC text to the microsecond, for a keyset cursor: PostgreSQL keeps
 * microseconds, and a cursor rounded to a JS Date's milliseconds would skip or repeat rows.
 */
export const microsecondsUtc = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const MICROSECONDS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
