import { LIMITS, type PackageType, type SubscriptionStatus } from '@balasin/shared';
import {
  and,
  count,
  desc,
  eq,
  gt,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared } from '../prepared.ts';
import { businesses, subscriptions, users } from '../schema/index.ts';
import { activeAt, pastEndAt } from './active-subscription.ts';
import { emailContains, emailHasPiece, isShortEmailSearch } from './email-search.ts';

/** The status as people should see it at `now` (active-subscription.ts: past its end is expired). */
const effectiveStatusAt = (now: Date | SQLWrapper) =>
  sql<SubscriptionStatus>`case when ${pastEndAt(now)} then 'expired'::subscription_status else ${subscriptions.status} end`;

/** The same rule as a condition on plain columns, so filters can use the indexes. */
const hasEffectiveStatus = (status: SubscriptionStatus, now: Date) => {
  if (status === 'active') return activeAt(now);
  if (status === 'expired') return or(eq(subscriptions.status, 'expired'), pastEndAt(now));
  return eq(subscriptions.status, status);
};

const subscriptionColumns = (now: Date) => ({
  id: subscriptions.id,
  package: subscriptions.package,
  status: effectiveStatusAt(now),
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  createdAt: subscriptions.createdAt,
  ownerEmail: users.email,
  businessName: businesses.name,
});

/** Every read of a subscription shows its status at the caller's `now` (ctx.now()). */
const withOwner = (db: Db, now: Date) =>
  db
    .select(subscriptionColumns(now))
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId));

export type SubscriptionView = Awaited<ReturnType<typeof findSubscription>> & {};

export const findSubscription = async (db: Db, id: string, now: Date) => {
  const [row] = await withOwner(db, now).where(eq(subscriptions.id, id)).limit(1);
  return row;
};

export const listSubscriptionsForBusiness = (db: Db, businessId: string, now: Date) =>
  withOwner(db, now)
    .where(and(eq(businesses.id, businessId), isNull(businesses.deletedAt)))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));

export const listAllSubscriptions = (db: Db, now: Date) =>
  withOwner(db, now).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));

export type SubscriptionSearch = {
  q?: string | undefined;
  status?: SubscriptionStatus | undefined;
  package?: PackageType | undefined;
  page: number;
  pageSize: number;
  /** The caller's clock: an active subscription past its end date counts as expired. */
  now: Date;
};

/**
 * Subscriptions of owners whose e-mail contains the text. The materialized CTE is a planner
 * fence: matching owners are always found first through the trigram index. Without it, a
 * prepared statement's generic plan may walk every subscription newest first hoping to meet
 * ten matches, which at a million rows takes seconds for a search that matches nobody. The
 * owners' ids go to the businesses' owner index as an array: joined, the planner sometimes
 * guessed many e-mails would match and read every business instead.
 */
const ownerEmailContains = (text: string) => sql`${subscriptions.businessId} in (
  with owners as materialized (
    select ${businesses.id} from ${businesses}
    where ${businesses.ownerId} = any(array(
      select ${users.id} from ${users}
      where ${emailContains(users.email, text)}
    ))
  )
  select id from owners
)`;

/** Subscriptions of these owners (a short search's owners, already looked up). */
const ownerIn = (ids: string[]) =>
  sql`${subscriptions.businessId} in (
    select ${businesses.id} from ${businesses}
    where ${businesses.ownerId} = any(${`{${ids.join(',')}}`}::uuid[])
  )`;

/**
 * Subscriptions of owners whose e-mail has this common one- or two-character piece, met by
 * walking the list newest first (no fence): most rows match, so a page is found at once.
 */
const ownerEmailHasCommonPiece = (text: string) => sql`${subscriptions.businessId} in (
  select ${businesses.id} from ${businesses}
  join ${users} on ${users.id} = ${businesses.ownerId}
  where ${emailContains(users.email, text)}
)`;

/**
 * Subscriptions of owners whose e-mail contains the text, written for the planner to estimate,
 * not to run: a plain join it can size from the e-mails' statistics (a short piece from the
 * index's, email-search.ts, `emailHasPiece`). Through the fence and the array above it can only
 * guess: under 1,001 where 30,000 e-mails had 'example', 728 where 4,805 had an 'ar'.
 */
const ownerEmailEstimated = (text: string) => sql`${subscriptions.businessId} in (
  select ${businesses.id} from ${businesses}
  join ${users} on ${users.id} = ${businesses.ownerId}
  where ${isShortEmailSearch(text) ? emailHasPiece(users.email, text) : emailContains(users.email, text)}
)`;

/**
 * A search of one or two characters, first looked up in users_email_grams_idx for up to one
 * owner past the cap: a few owners are then searched like a longer text (by their ids), many by
 * walking the list. The planner cannot tell the two apart itself: a piece outside the index's
 * statistics ('zq') is guessed at about one e-mail in seventy, and walking a million
 * subscriptions for ten that do not exist took 81 s. The lookup is told to use the index
 * (sequential scans off for its transaction), for the same reason.
 */
const ownersWithPiece = (db: Db, text: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(emailContains(users.email, text))
      .limit(LIMITS.adminExactTotalMax + 1);
    return rows.map((row) => row.id);
  });

/**
 * The queries behind an admin list page (built, not run), so their plans can be shown: the page,
 * a count that stops one past `LIMITS.adminExactTotalMax` matches, and the matching rows for the
 * planner to estimate when there are more. `owners`: a short search's owners (its matches are
 * theirs, when few; a floor for the count, when many).
 */
export const subscriptionSearchQueries = (
  db: Db,
  search: SubscriptionSearch,
  owners?: string[],
) => {
  const filtered = (byEmail: SQL | undefined) =>
    and(
      byEmail,
      search.status ? hasEffectiveStatus(search.status, search.now) : undefined,
      search.package ? eq(subscriptions.package, search.package) : undefined,
    );
  const q = search.q;
  const where = filtered(
    q
      ? owners
        ? ownerIn(owners)
        : isShortEmailSearch(q)
          ? ownerEmailHasCommonPiece(q)
          : ownerEmailContains(q)
      : undefined,
  );
  const items = withOwner(db, search.now)
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
  // Every subscription has a business and an owner (foreign keys): counting needs no join. A
  // builder per use: orderBy and limit change the builder they are called on, and the estimate
  // of a match list already limited to the cap read 1,001 for every total past it.
  const matching = (condition: SQL | undefined) =>
    db.select({ one: sql`1` }).from(subscriptions).where(condition);
  // What the planner estimates: the same rows, an e-mail search written so it can size them.
  const estimated = matching(q && !owners ? filtered(ownerEmailEstimated(q)) : where);
  // In the list's order, so the capped count walks the same index as the page does: unordered,
  // the planner may bet on a sequential scan meeting enough rows early, and lose on rare ones.
  const total = db.select({ n: count() }).from(
    matching(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(LIMITS.adminExactTotalMax + 1)
      .as('capped'),
  );
  return { items, total, estimated };
};

type PlanNode = { Plan?: { 'Plan Rows'?: number } };

/** The planner's estimate of how many rows a query returns (from statistics; no rows are read). */
const estimateRows = async (db: Db, query: SQLWrapper) => {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    'QUERY PLAN': string | PlanNode[];
  }[];
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as PlanNode[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
};

/**
 * One page of the admin list, newest first, filtered on the server. Counting every match grows
 * with the table (41 ms for a million), so matches are counted exactly up to a cap, which is
 * every total a person pages through; a larger total is the planner's estimate, flagged as such,
 * and never less than what is already known to match: the count so far and this page's rows.
 */
export const searchSubscriptions = async (db: Db, search: SubscriptionSearch) => {
  const short = search.q && isShortEmailSearch(search.q);
  const owners = short ? await ownersWithPiece(db, search.q as string) : undefined;
  const many = owners !== undefined && owners.length > LIMITS.adminExactTotalMax;
  // More users than the cap have the piece: the page is met walking the list, and the total is
  // past the cap. The matches of the users already found (counted as for a few) are its floor.
  const queries = subscriptionSearchQueries(db, search, many ? undefined : owners);
  const counted = many ? subscriptionSearchQueries(db, search, owners).total : queries.total;
  const [items, [capped]] = await Promise.all([queries.items, counted]);
  const known = capped?.n ?? 0;
  if (!many && known <= LIMITS.adminExactTotalMax) {
    return { items, total: known, totalIsEstimate: false };
  }
  const shown = items.length > 0 ? (search.page - 1) * search.pageSize + items.length : 0;
  const estimate = await estimateRows(db, queries.estimated);
  return { items, total: Math.max(estimate, known, shown), totalIsEstimate: true };
};

/** Locks the row for an admin change and answers what it was before. */
export const lockSubscription = async (db: Db, id: string) => {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
};

export const updateSubscription = async (
  db: Db,
  id: string,
  values: Partial<
    Pick<typeof subscriptions.$inferInsert, 'status' | 'startDate' | 'endDate' | 'package'>
  > & {
    updatedAt: Date;
  },
) => {
  const [row] = await db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
};

/** Marks active subscriptions past their end date expired; answers the rows it changed. */
export const expireDueSubscriptions = (db: Db, now: Date) =>
  db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(pastEndAt(now))
    .returning({
      id: subscriptions.id,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
    });

/** The admin dashboard's four figures, computed in the database. */
export const subscriptionStats = async (
  db: Db,
  revenueByPackage: Record<PackageType, number>,
  now: Date,
) => {
  const revenueCase = sql.join(
    Object.entries(revenueByPackage).map(
      ([pkg, amount]) => sql`when ${pkg} then ${amount}::bigint`,
    ),
    sql` `,
  );
  const [business] = await db
    .select({
      total: count(),
      live: sql<number>`count(*) filter (where ${businesses.deletedAt} is null)`.mapWith(Number),
    })
    .from(businesses);
  const [active] = await db
    .select({
      count: count(),
      revenue:
        sql<number>`coalesce(sum(case ${subscriptions.package}::text ${revenueCase} end), 0)`.mapWith(
          Number,
        ),
    })
    .from(subscriptions)
    .where(hasEffectiveStatus('active', now));
  return {
    totalUsers: business?.live ?? 0,
    totalBusinesses: business?.total ?? 0,
    activeSubscriptions: active?.count ?? 0,
    totalRevenue: active?.revenue ?? 0,
  };
};

/** A subscription of a live business, as stored. */
export const findSubscriptionForBusiness = async (db: Db, businessId: string, id: string) => {
  const [row] = await db
    .select({
      id: subscriptions.id,
      businessId: subscriptions.businessId,
      package: subscriptions.package,
      status: subscriptions.status,
      startDate: subscriptions.startDate,
    })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.businessId, businessId),
        isNull(businesses.deletedAt),
      ),
    );
  return row;
};

/** `sendingStatusOf`'s query, also read as a subquery (`sendingStatusColumn`). */
export const sendingStatusQuery = (db: Db, businessId: SQLWrapper, now: SQLWrapper) =>
  db
    .select({ status: effectiveStatusAt(now) })
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId))
    .orderBy(sql`(${activeAt(now)}) desc`, desc(subscriptions.createdAt))
    .limit(1);

/**
 * The sending status of the business `businessId` names, at the statement's `now` placeholder, as
 * one column of a larger select: the send worker's batch read and the bot's turn ask it beside
 * the message they load.
 */
export const sendingStatusColumn = (db: Db, businessId: SQLWrapper) =>
  sql<SubscriptionStatus | null>`(${sendingStatusQuery(db, businessId, sql.placeholder('now'))})`;

const sendingStatus = (db: Db) =>
  sendingStatusQuery(db, sql.placeholder('businessId'), sql.placeholder('now')).prepare(
    'sending_status',
  );

/**
 * The status that decides whether a business may send messages: `active` when any of its
 * subscriptions is active at `now`, otherwise the newest one's as people see it (past its end:
 * expired); undefined for a business with none. Prepared: every accepted and every sent message
 * asks.
 */
export const sendingStatusOf = async (db: Db, businessId: string, now: Date) => {
  const [row] = await prepared(db, sendingStatus).execute({
    businessId,
    now: now.toISOString(),
  });
  return row?.status;
};
