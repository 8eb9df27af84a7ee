import type { OperatorSettings } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses, subscriptions } from './businesses.ts';
import { bytea, createdAt, timestamptz } from './columns.ts';
import { packageEnum, paymentKindEnum, paymentStatusEnum } from './enums.ts';
import { users } from './users.ts';

/**
 * A payment order: what an owner owes for a subscription (the price plus a unique code), by when,
 * and what became of it. The latest "I have paid" (bank, sender, proof) lives on the order; the
 * audit log keeps every submission and review.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: paymentKindEnum().notNull(),
    package: packageEnum().notNull(),
    /** The package's price in rupiah; `amount` is what to transfer: price less credit plus code. */
    baseAmount: integer().notNull(),
    /**
     * An upgrade's credit: the unused value of the current package's period, fixed when the order
     * opens (the owner sees it), and the whole days it covers. Zero for other orders.
     */
    creditAmount: integer().notNull().default(0),
    creditDays: integer().notNull().default(0),
    /**
     * What the credit is worth beyond the new price (time paid ahead), as whole days of the new
     * package added to its first period: an upgrade pays no money back, and loses none either.
     */
    creditExtraDays: integer().notNull().default(0),
    uniqueCode: integer().notNull(),
    amount: integer().notNull(),
    status: paymentStatusEnum().notNull().default('awaiting_payment'),
    deadline: timestamptz().notNull(),
    payerBank: text(),
    payerName: text(),
    /** Where the proof's bytes are in the media store, and what they are. */
    proofKey: text(),
    proofType: text(),
    proofSize: integer(),
    proofName: text(),
    submittedAt: timestamptz(),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz(),
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // The point of the code: no two open orders share one, so a transfer names its order.
    uniqueIndex('payment_orders_open_code_key')
      .on(t.uniqueCode)
      .where(sql`${t.status} in ('awaiting_payment', 'submitted', 'rejected')`),
    index('payment_orders_business_idx').on(t.businessId, t.createdAt.desc()),
    index('payment_orders_status_idx').on(t.status, t.createdAt.desc()),
    index('payment_orders_subscription_idx').on(t.subscriptionId),
  ],
);

/** Per calendar year (Jakarta), the last invoice number issued: numbers run without gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

/**
 * An invoice for a confirmed payment, as issued: its number, the company's and the customer's
 * details at the time, and the PDF sent, so later changes to the settings never rewrite it.
 * Invoices outlive a deleted account (Indonesian tax law keeps books and their documents for ten
 * years): the payment order goes with the business, and the invoice keeps its own copy of who
 * it was issued to.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null once the customer deleted their account. */
    paymentOrderId: uuid().references(() => paymentOrders.id, { onDelete: 'set null' }),
    year: integer().notNull(),
    sequence: integer().notNull(),
    number: text().notNull(),
    amount: integer().notNull(),
    company: jsonb().$type<Omit<OperatorSettings, 'bankAccounts'>>().notNull(),
    customer: jsonb().$type<{ name: string; email: string; businessName: string }>().notNull(),
    pdf: bytea().notNull(),
    issuedAt: timestamptz().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoices_payment_order_key').on(t.paymentOrderId),
  ],
);
