import {
  OPEN_PAYMENT_STATUSES,
  PAYMENT_RULES,
  type PackageType,
  type PaymentKind,
  type PaymentStatus,
} from '@balasin/shared';
import { and, asc, count, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, invoices, paymentOrders, users } from '../schema/index.ts';
import { emailContains } from './email-search.ts';
import { newestFirst } from './newest-first.ts';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

/** A stable key for the transaction-scoped lock under which codes are handed out. */
const CODE_LOCK = sql`pg_advisory_xact_lock(hashtext('payment_orders.unique_code'))`;

/** Open orders past their deadline give their codes back. Answers the rows it changed. */
export const expireDuePayments = (db: Db, now: Date) =>
  db
    .update(paymentOrders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(paymentOrders.status, ['awaiting_payment', 'rejected']),
        lt(paymentOrders.deadline, now),
      ),
    )
    .returning({ id: paymentOrders.id });

/**
 * A new order for a subscription: its price plus a unique code no other open order holds. Codes
 * are handed out one caller at a time (a transaction-scoped advisory lock, so call this inside a
 * transaction), from the codes that are free, at random so that neighbouring orders do not get
 * neighbouring amounts; the partial unique index stands behind it. Orders past their deadline
 * are expired first, so their codes are free again.
 */
export const insertPaymentOrder = async (
  db: Db,
  values: {
    subscriptionId: string;
    businessId: string;
    kind: PaymentKind;
    package: PackageType;
    baseAmount: number;
    /** An upgrade's credit for the unused rest of the current period. */
    credit?: { amount: number; days: number; extraDays: number };
    now: Date;
    /** Tests pass a draw; production draws at random. */
    random?: () => number;
  },
) => {
  await db.execute(sql`select ${CODE_LOCK}`);
  await expireDuePayments(db, values.now);
  const taken = await db
    .select({ code: paymentOrders.uniqueCode })
    .from(paymentOrders)
    .where(inArray(paymentOrders.status, [...OPEN_PAYMENT_STATUSES]));
  const used = new Set(taken.map((row) => row.code));
  const free: number[] = [];
  for (let code = PAYMENT_RULES.uniqueCodeMin; code <= PAYMENT_RULES.uniqueCodeMax; code++) {
    if (!used.has(code)) free.push(code);
  }
  const draw = values.random ?? Math.random;
  const code = free[Math.floor(draw() * free.length)];
  if (code === undefined) return undefined;
  const [row] = await db
    .insert(paymentOrders)
    .values({
      subscriptionId: values.subscriptionId,
      businessId: values.businessId,
      kind: values.kind,
      package: values.package,
      baseAmount: values.baseAmount,
      creditAmount: values.credit?.amount ?? 0,
      creditDays: values.credit?.days ?? 0,
      creditExtraDays: values.credit?.extraDays ?? 0,
      uniqueCode: code,
      amount: values.baseAmount - (values.credit?.amount ?? 0) + code,
      deadline: new Date(values.now.getTime() + PAYMENT_RULES.deadlineHours * 3600_000),
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row;
};

/**
 * The record of an upgrade its credit paid for whole (time paid ahead): nothing to transfer, so
 * no unique code (0, outside the codes handed out) and nothing to review. It is confirmed as it
 * is written, by nobody: the owner paid for that time already, in orders an admin confirmed.
 */
export const insertCreditedUpgrade = async (
  db: Db,
  values: {
    subscriptionId: string;
    businessId: string;
    package: PackageType;
    baseAmount: number;
    credit: { amount: number; days: number; extraDays: number };
    now: Date;
  },
) => {
  const [row] = await db
    .insert(paymentOrders)
    .values({
      subscriptionId: values.subscriptionId,
      businessId: values.businessId,
      kind: 'upgrade',
      package: values.package,
      baseAmount: values.baseAmount,
      creditAmount: values.credit.amount,
      creditDays: values.credit.days,
      creditExtraDays: values.credit.extraDays,
      uniqueCode: 0,
      amount: values.baseAmount - values.credit.amount,
      status: 'confirmed',
      deadline: values.now,
      reviewedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row;
};

const viewColumns = {
  order: paymentOrders,
  ownerId: businesses.ownerId,
  ownerEmail: users.email,
  ownerName: users.name,
  ownerEmailVerifiedAt: users.emailVerifiedAt,
  businessName: businesses.name,
  invoiceNumber: invoices.number,
};

const withOwner = (db: Db) =>
  db
    .select(viewColumns)
    .from(paymentOrders)
    .innerJoin(businesses, eq(businesses.id, paymentOrders.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .leftJoin(invoices, eq(invoices.paymentOrderId, paymentOrders.id));

export type PaymentView = Awaited<ReturnType<typeof findPayment>> & {};

export const findPayment = async (db: Db, id: string) => {
  const [row] = await withOwner(db).where(eq(paymentOrders.id, id)).limit(1);
  return row;
};

/** The business's orders, newest first. */
export const listPaymentsForBusiness = (db: Db, businessId: string) =>
  withOwner(db)
    .where(eq(paymentOrders.businessId, businessId))
    .orderBy(newestFirst(paymentOrders.createdAt), newestFirst(paymentOrders.id))
    .limit(50);

/** The subscription's open order, if any (the newest when, against the rule, there are more). */
export const findOpenPaymentForSubscription = async (db: Db, subscriptionId: string) => {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.subscriptionId, subscriptionId),
        inArray(paymentOrders.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    )
    .orderBy(newestFirst(paymentOrders.createdAt))
    .limit(1);
  return row;
};

export type PaymentSearch = {
  /** An owner e-mail's substring, or an amount in rupiah (digits, dots allowed: 349.617). */
  q?: string | undefined;
  status?: PaymentStatus | undefined;
  page: number;
  pageSize: number;
};

/**
 * The admin's payments queue, a page at a time. Orders awaiting review come oldest first (the
 * queue's order: first come, first checked); every other view is newest first.
 */
/** The largest value of PostgreSQL's `integer`, the amount's type. */
const INT4_MAX = 2_147_483_647;

export const searchPayments = async (db: Db, search: PaymentSearch) => {
  const conditions: SQL[] = [];
  if (search.status) conditions.push(eq(paymentOrders.status, search.status));
  const q = search.q?.trim();
  if (q) {
    const digits = q.replace(/[.\s]/g, '');
    const amount = Number(digits.replace(/^rp/i, ''));
    conditions.push(
      /^(rp)?\d+$/i.test(digits)
        ? // An amount past the column's range matches no order (and must not reach PostgreSQL).
          amount <= INT4_MAX
          ? eq(paymentOrders.amount, amount)
          : sql`false`
        : emailContains(users.email, q),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    search.status === 'submitted'
      ? [asc(paymentOrders.submittedAt), asc(paymentOrders.id)]
      : [newestFirst(paymentOrders.createdAt), newestFirst(paymentOrders.id)];
  const [items, [total]] = await Promise.all([
    withOwner(db)
      .where(where)
      .orderBy(...order)
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db
      .select({ n: count() })
      .from(paymentOrders)
      .innerJoin(businesses, eq(businesses.id, paymentOrders.businessId))
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
};

/** Locks an order for a change and answers it as it stands. */
export const lockPaymentOrder = async (db: Db, id: string) => {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
};

export const updatePaymentOrder = async (
  db: Db,
  id: string,
  values: Partial<Omit<typeof paymentOrders.$inferInsert, 'id'>> & { updatedAt: Date },
) => {
  const [row] = await db
    .update(paymentOrders)
    .set(values)
    .where(eq(paymentOrders.id, id))
    .returning();
  return row;
};
