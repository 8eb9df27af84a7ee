import type { PaymentView } from '@balasin/db';
import { PACKAGES, PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentStatus } from '@balasin/shared';
import { z } from 'zod';

export const paymentSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(PAYMENT_KINDS),
    package: z.enum(PACKAGES),
    status: z.enum(PAYMENT_STATUSES),
    base_amount: z.number().int().describe("The package's price in rupiah"),
    credit_amount: z
      .number()
      .int()
      .describe("An upgrade's credit for the unused rest of the current period; 0 otherwise"),
    credit_days: z
      .number()
      .int()
      .describe('The whole days of the current period the credit covers'),
    credit_extra_days: z
      .number()
      .int()
      .describe(
        'Days of the new package added to its first period when the credit is worth more than the new price (time paid ahead); 0 otherwise',
      ),
    unique_code: z
      .number()
      .int()
      .describe(
        'Added to the price so the transfer names its order; 0 when paid_by_credit (no transfer)',
      ),
    amount: z
      .number()
      .int()
      .describe(
        'What to transfer, exactly: base_amount - credit_amount + unique_code; 0 when paid_by_credit',
      ),
    paid_by_credit: z
      .boolean()
      .describe(
        "An upgrade whose credit paid the new package's whole price: nothing to transfer, applied (status confirmed) when asked, and invoiced at once (price, credit, 0 to pay)",
      ),
    deadline: z.iso.datetime(),
    subscription_id: z.uuid(),
    business_name: z.string(),
    owner_email: z.string(),
    payer_bank: z.string().nullable(),
    payer_name: z.string().nullable(),
    proof: z
      .object({ type: z.string(), size: z.number().int(), filename: z.string(), url: z.string() })
      .nullable(),
    submitted_at: z.iso.datetime().nullable(),
    reviewed_at: z.iso.datetime().nullable(),
    rejection_reason: z.string().nullable(),
    invoice_number: z.string().nullable(),
    invoice_url: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({
    id: 'Payment',
    example: {
      id: '3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10',
      kind: 'registration',
      package: 'lite',
      status: 'submitted',
      base_amount: 349500,
      credit_amount: 0,
      credit_days: 0,
      credit_extra_days: 0,
      unique_code: 117,
      amount: 349617,
      paid_by_credit: false,
      deadline: '2026-11-27T09:00:00.000Z',
      subscription_id: '9b1d3a2e-58f4-4c1a-8e0f-6a7b8c9d0e1f',
      business_name: 'Toko Budi',
      owner_email: 'budi@example.com',
      payer_bank: 'BCA',
      payer_name: 'Budi Santoso',
      proof: {
        type: 'image/jpeg',
        size: 184320,
        filename: 'bukti-transfer.jpg',
        url: '/api/payments/3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10/proof',
      },
      submitted_at: '2026-11-24T10:12:00.000Z',
      reviewed_at: null,
      rejection_reason: null,
      invoice_number: null,
      invoice_url: null,
      created_at: '2026-11-24T09:00:00.000Z',
    },
  });

export type PaymentDto = z.infer<typeof paymentSchema>;

/** As people should see it at `now`: an open order past its deadline is expired already. */
export const effectivePaymentStatus = (
  order: { status: PaymentStatus; deadline: Date },
  now: Date,
): PaymentStatus =>
  (order.status === 'awaiting_payment' || order.status === 'rejected') &&
  order.deadline.getTime() <= now.getTime()
    ? 'expired'
    : order.status;

export const toPaymentDto = (view: PaymentView, now: Date): PaymentDto => {
  const order = view.order;
  return {
    id: order.id,
    kind: order.kind,
    package: order.package,
    status: effectivePaymentStatus(order, now),
    base_amount: order.baseAmount,
    credit_amount: order.creditAmount,
    credit_days: order.creditDays,
    credit_extra_days: order.creditExtraDays,
    unique_code: order.uniqueCode,
    amount: order.amount,
    // Every transfer carries a code of 1 to 999: only a credited upgrade has none.
    paid_by_credit: order.kind === 'upgrade' && order.uniqueCode === 0,
    deadline: order.deadline.toISOString(),
    subscription_id: order.subscriptionId,
    business_name: view.businessName,
    owner_email: view.ownerEmail,
    payer_bank: order.payerBank,
    payer_name: order.payerName,
    proof:
      order.proofKey && order.proofType
        ? {
            type: order.proofType,
            size: order.proofSize ?? 0,
            filename: order.proofName ?? 'proof',
            url: `/api/payments/${order.id}/proof`,
          }
        : null,
    submitted_at: order.submittedAt?.toISOString() ?? null,
    reviewed_at: order.reviewedAt?.toISOString() ?? null,
    rejection_reason: order.rejectionReason,
    invoice_number: view.invoiceNumber,
    invoice_url: view.invoiceNumber ? `/api/payments/${order.id}/invoice` : null,
    created_at: order.createdAt.toISOString(),
  };
};
