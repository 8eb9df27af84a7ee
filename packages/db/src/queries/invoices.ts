import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { invoiceCounters, invoices } from '../schema/index.ts';

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
