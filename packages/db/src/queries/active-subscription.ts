import { and, eq, gt, isNull, lte, or, type SQLWrapper } from 'drizzle-orm';
import { subscriptions } from '../schema/index.ts';

/**
 * The one rule for "active at time T": status active, and no end date or one after T. A
 * subscription still marked active past its end date counts as expired from that moment, before
 * the periodic job (`expireDueSubscriptions`) writes it down. `at` is always the caller's clock
 * (`ctx.now()`), never the database's, so the API, the job and the tests agree on one time; a
 * prepared statement passes it as a placeholder.
 */
export const activeAt = (at: Date | SQLWrapper) =>
  and(
    eq(subscriptions.status, 'active'),
    or(isNull(subscriptions.endDate), gt(subscriptions.endDate, at)),
  );

/** Marked active, but its end date has passed at `at`. */
export const pastEndAt = (at: Date | SQLWrapper) =>
  and(eq(subscriptions.status, 'active'), lte(subscriptions.endDate, at));
