import type { PackageType } from '@balasin/shared';
import { aliasedTable, and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  auditLog,
  businesses,
  invoices,
  paymentOrders,
  subscriptions,
  users,
} from '../schema/index.ts';
import { microsecondsUtc } from './keyset-time.ts';

/** Where a page ends: the last row's time to the microsecond (a Date keeps only milliseconds) and id. */
export type AuditCursor = { at: string; id: string };

export type AuditSearch = {
  action?: string | undefined;
  /** The acting admin's e-mail (exact, lower-cased). */
  actorEmail?: string | undefined;
  entityType?: string | undefined;
  entityId?: string | undefined;
  /** Inclusive start and exclusive end of the time range. */
  from?: Date | undefined;
  to?: Date | undefined;
  after?: AuditCursor | undefined;
  limit: number;
};

const actor = aliasedTable(users, 'actor');
const target = aliasedTable(users, 'target');
const payment = aliasedTable(paymentOrders, 'target_payment');
const subscription = aliasedTable(subscriptions, 'target_subscription');
const business = aliasedTable(businesses, 'target_business');
const owner = aliasedTable(users, 'target_owner');

/**
 * One page of the audit log (built, not run, so a test can read its plan), newest first, keyset-paged by (created_at, id). Each filter has an
 * index that starts with it and then runs in the list's order (action, actor, entity), so a
 * page is one index range whatever the filter. The actor's and, for a user, the target's e-mail
 * come along so the page can describe an entry in words; so do a payment's, subscription's or
 * business's owner, business name, package, amount and invoice number, by one primary-key lookup
 * each per row of the page. A target since deleted joins nothing: its columns are null.
 */
export const auditLogQuery = (db: Db, search: AuditSearch) =>
  db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      cursorAt: microsecondsUtc(auditLog.createdAt),
      actorId: auditLog.actorId,
      actorEmail: actor.email,
      recordedActorEmail: auditLog.actorEmail,
      targetUserId: target.id,
      targetEmail: target.email,
      businessId: business.id,
      businessName: business.name,
      ownerId: owner.id,
      ownerEmail: owner.email,
      package: sql<PackageType | null>`coalesce(${payment.package}, ${subscription.package})`,
      amount: payment.amount,
      invoiceNumber: invoices.number,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, and(eq(auditLog.entityType, 'user'), eq(target.id, auditLog.entityId)))
    .leftJoin(payment, and(eq(auditLog.entityType, 'payment'), eq(payment.id, auditLog.entityId)))
    .leftJoin(
      subscription,
      and(eq(auditLog.entityType, 'subscription'), eq(subscription.id, auditLog.entityId)),
    )
    .leftJoin(
      business,
      eq(
        business.id,
        sql`coalesce(${payment.businessId}, ${subscription.businessId}, case when ${auditLog.entityType} = 'business' then ${auditLog.entityId} end)`,
      ),
    )
    .leftJoin(owner, eq(owner.id, business.ownerId))
    .leftJoin(invoices, eq(invoices.paymentOrderId, payment.id))
    .where(
      and(
        search.action ? eq(auditLog.action, search.action) : undefined,
        search.actorEmail
          ? eq(
              auditLog.actorId,
              sql`(select ${users.id} from ${users} where ${users.email} = ${search.actorEmail})`,
            )
          : undefined,
        search.entityType ? eq(auditLog.entityType, search.entityType) : undefined,
        search.entityId ? eq(auditLog.entityId, search.entityId) : undefined,
        // An id without its kind still reaches audit_log_entity_idx: once per kind written so
        // far (a handful, found by a skip scan), instead of reading the whole log (75 ms a million).
        search.entityId && !search.entityType
          ? sql`${auditLog.entityType} = any(array(${distinctValues('entity_type')}))`
          : undefined,
        search.from ? gte(auditLog.createdAt, search.from) : undefined,
        search.to ? lt(auditLog.createdAt, search.to) : undefined,
        search.after
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${search.after.at}::timestamptz, ${search.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(search.limit + 1);

export const searchAuditLog = async (db: Db, search: AuditSearch) => {
  const rows = await auditLogQuery(db, search);
  const items = rows.slice(0, search.limit);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > search.limit && last ? { at: last.cursorAt, id: last.id } : null,
  };
};

/**
 * The distinct values of an indexed leading column, one index probe each (a recursive skip
 * scan): milliseconds at a million rows where `select distinct` reads them all.
 */
const distinctValues = (column: 'action' | 'entity_type') => {
  const c = sql.identifier(column);
  return sql`
    with recursive kinds as (
      (select ${c} as v from audit_log order by ${c} limit 1)
      union all
      select (select a.${c} from audit_log a where a.${c} > kinds.v order by a.${c} limit 1)
      from kinds where kinds.v is not null
    )
    select v from kinds where v is not null`;
};

/** The distinct actions written so far, for the page's filter (a handful of kinds). */
export const listAuditActions = async (db: Db) => {
  const rows = await db.execute<{ v: string }>(distinctValues('action'));
  const list = Array.isArray(rows) ? rows : (rows as { rows: { v: string }[] }).rows;
  return list.map((r) => r.v);
};
