import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { invoiceCounters, invoices, paymentOrders } from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';

/**
 * The year's next invoice number. The counter row stays locked until the caller's transaction
 * ends: invoices of one year are numbered one at a time, and a rolled-back confirmation takes
 * its number back with it, so the numbers have no gaps. Call inside a transaction.
 */
export const nextInvoiceSequence = async (db: Db, year: number) => {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice counter returned no row');
  return row.last;
};

export const insertInvoice = async (db: Db, values: typeof invoices.$inferInsert) => {
  const [row] = await db.insert(invoices).values(values).returning({
    id: invoices.id,
    number: invoices.number,
    issuedAt: invoices.issuedAt,
  });
  if (!row) throw new Error('insert into invoices returned no row');
  return row;
};

export const findInvoiceForPayment = async (db: Db, paymentOrderId: string) => {
  const [row] = await db
    .select({ number: invoices.number, pdf: invoices.pdf })
    .from(invoices)
    .where(eq(invoices.paymentOrderId, paymentOrderId));
  return row;
};

/**
 * A page of the business's invoices, newest first, after `before` (the last row's issued_at and
 * id): Billing lists every invoice, however many orders came since. Found through the business's
 * orders (payment_orders_business_idx) and sorted: a business has a few invoices a year, so no
 * index of their own is worth its upkeep. An invoice whose order went with a deleted account is
 * nobody's to list.
 */
export const listInvoicesForBusiness = (
  db: Db,
  params: { businessId: string; before?: { at: Date; id: string } | undefined; limit: number },
) =>
  db
    .select({
      id: invoices.id,
      number: invoices.number,
      amount: invoices.amount,
      issuedAt: invoices.issuedAt,
      paymentId: paymentOrders.id,
      kind: paymentOrders.kind,
      package: paymentOrders.package,
      uniqueCode: paymentOrders.uniqueCode,
    })
    .from(invoices)
    .innerJoin(paymentOrders, eq(invoices.paymentOrderId, paymentOrders.id))
    .where(
      and(
        eq(paymentOrders.businessId, params.businessId),
        params.before
          ? or(
              lt(invoices.issuedAt, params.before.at),
              and(eq(invoices.issuedAt, params.before.at), lt(invoices.id, params.before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(newestFirst(invoices.issuedAt), newestFirst(invoices.id))
    .limit(params.limit);

export type InvoiceListRow = Awaited<ReturnType<typeof listInvoicesForBusiness>>[number];
