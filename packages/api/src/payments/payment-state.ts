import type { PaymentOrderRow } from '@balasin/db';

/** What an audit entry records of a payment order, before and after a change. */
export const paymentState = (row: PaymentOrderRow) => ({
  status: row.status,
  amount: row.amount,
  deadline: row.deadline.toISOString(),
  payer_bank: row.payerBank,
  payer_name: row.payerName,
  proof_key: row.proofKey,
  rejection_reason: row.rejectionReason,
});
