import { type Db, insertInvoice, nextInvoiceSequence, type PaymentOrderRow } from '@balasin/db';
import type { OperatorSettings } from '@balasin/shared';
import { type InvoiceContent, renderInvoicePdf } from './invoice-pdf.ts';

const jakartaYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' });

/** INV/2026/00042: the year's sequence, five digits, as Indonesian invoices usually read. */
export const invoiceNumber = (year: number, sequence: number) =>
  `INV/${year}/${String(sequence).padStart(5, '0')}`;

/**
 * The invoice for a paid order, inside the caller's transaction: every change of package that
 * is paid, by transfer or by the credit alone, gets one, for the owner's books. It takes the
 * year's next number under the counter's lock (a rollback gives it back: no gaps), is rendered
 * with the company's details as they stand, and kept; the caller e-mails it.
 */
export const issueInvoice = async (
  tx: Db,
  input: {
    order: PaymentOrderRow;
    customer: InvoiceContent['customer'];
    settings: OperatorSettings;
    period: { start: Date; end: Date };
    paidWith: InvoiceContent['paidWith'];
    now: Date;
  },
) => {
  const { order, customer, now } = input;
  const { bankAccounts: _accounts, ...company } = input.settings;
  const year = Number(jakartaYear.format(now));
  const sequence = await nextInvoiceSequence(tx, year);
  const number = invoiceNumber(year, sequence);
  const pdf = await renderInvoicePdf({
    number,
    issuedAt: now,
    company,
    customer,
    line: {
      kind: order.kind,
      package: order.package,
      periodStart: input.period.start,
      periodEnd: input.period.end,
      baseAmount: order.baseAmount,
      credit: { amount: order.creditAmount, days: order.creditDays },
      uniqueCode: order.uniqueCode,
      amount: order.amount,
    },
    paidWith: input.paidWith,
  });
  await insertInvoice(tx, {
    paymentOrderId: order.id,
    year,
    sequence,
    number,
    amount: order.amount,
    company,
    customer,
    pdf,
    issuedAt: now,
  });
  return {
    number,
    /** As the e-mail attaches it. */
    attachment: {
      filename: `invoice-${number.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
      content: pdf,
    },
  };
};
