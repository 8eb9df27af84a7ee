import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { subscriptions } from '../schema/index.ts';

/**
 * The one rule for "active at time T": status active, and no end date or one after T. A
 * subscription still marked active past its end date counts as expired from that moment, before
 * the periodic job (`expireDueSubscriptions`) writes it down. `at` is the caller's clock
 * (`ctx.now()`); the admin views, which compare every row, pass the database's `now()`.
 */
export type AtTime = Date | SQL;

export const activeAt = (at: AtTime) =>
  and(
    eq(subscriptions.status, 'active'),
    or(isNull(subscriptions.endDate), gt(subscriptions.endDate, at)),
  );

/** Marked active, but its end date has passed at `at`. */
export const pastEndAt = (at: AtTime) =>
  and(eq(subscriptions.status, 'active'), lte(subscriptions.endDate, at));

/** The database's own clock, for the admin views. */
export const databaseNow = sql`now()`;
