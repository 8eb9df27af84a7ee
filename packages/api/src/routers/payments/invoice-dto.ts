import type { InvoiceListRow } from '@balasin/db';
import { PACKAGES, PAYMENT_KINDS } from '@balasin/shared';
import { z } from 'zod';

export const invoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string().describe('As printed on the invoice: INV/{year}/{sequence}'),
    issued_at: z.iso.datetime().describe('When the payment was confirmed and the invoice issued'),
    amount: z
      .number()
      .int()
      .describe('What was paid, in rupiah: the order amount; 0 when paid_by_credit'),
    kind: z.enum(PAYMENT_KINDS),
    package: z.enum(PACKAGES),
    paid_by_credit: z
      .boolean()
      .describe("An upgrade whose credit paid the new package's whole price: nothing transferred"),
    payment_id: z.uuid().describe('The payment order it was issued for (GET /payments/{id})'),
    url: z.string().describe('The PDF as issued and e-mailed'),
  })
  .meta({
    id: 'Invoice',
    example: {
      id: '5d2e8f0a-1b3c-4d5e-8f70-9a1b2c3d4e5f',
      number: 'INV/2026/00042',
      issued_at: '2026-11-24T10:30:00.000Z',
      amount: 349617,
      kind: 'registration',
      package: 'lite',
      paid_by_credit: false,
      payment_id: '3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10',
      url: '/api/payments/3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10/invoice',
    },
  });

export type InvoiceDto = z.infer<typeof invoiceSchema>;

export const toInvoiceDto = (row: InvoiceListRow): InvoiceDto => ({
  id: row.id,
  number: row.number,
  issued_at: row.issuedAt.toISOString(),
  amount: row.amount,
  kind: row.kind,
  package: row.package,
  // As on the order (payment-dto): every transfer carries a code, only a credited upgrade none.
  paid_by_credit: row.kind === 'upgrade' && row.uniqueCode === 0,
  payment_id: row.paymentId,
  url: `/api/payments/${row.paymentId}/invoice`,
});
