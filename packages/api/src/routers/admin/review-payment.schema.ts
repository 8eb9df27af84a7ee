import { PAYMENT_RULES, paymentMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { paymentSchema } from '../payments/payment-dto.ts';

export const confirmPaymentInput = z.object({
  id: idParam.meta({ example: '3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10' }),
});
export const confirmPaymentOutput = paymentSchema;
export const confirmPaymentMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/admin/payments/{id}/confirm',
    tags: ['admin'],
    summary: 'Confirm a payment (admin)',
    description:
      'Only an order the owner submitted ("I have paid", with a proof) can be confirmed; any other is 409. In one transaction: activates the subscription (or extends it by one period from its end), issues the next invoice number of the year, marks the order confirmed, writes the audit log and queues the e-mail with the invoice PDF. Confirming twice, even at the same moment, activates once: the second gets 409.',
    errorResponses: {
      401: 'Not authenticated',
      403: 'Unauthorized access',
      404: 'Payment not found',
      409: 'This payment is already confirmed, or is not awaiting review',
    },
  },
};

export const rejectPaymentInput = z.object({
  id: idParam.meta({ example: '3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10' }),
  reason: z
    .string({ error: paymentMessages.reasonRequired })
    .trim()
    .min(PAYMENT_RULES.reasonMin, paymentMessages.reasonRequired)
    .max(PAYMENT_RULES.reasonMax, `At most ${PAYMENT_RULES.reasonMax} characters`)
    .meta({ example: 'No transfer of Rp 349.617 reached our BCA account yet.' }),
});
export const rejectPaymentOutput = paymentSchema;
export const rejectPaymentMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/admin/payments/{id}/reject',
    tags: ['admin'],
    summary: 'Reject a submitted payment with a reason (admin)',
    description:
      'The owner is e-mailed the reason and may submit again; the order keeps its amount and gets a fresh deadline.',
    errorResponses: {
      400: 'Give a reason',
      401: 'Not authenticated',
      403: 'Unauthorized access',
      404: 'Payment not found',
      409: 'Only a payment awaiting review can be rejected',
    },
  },
};
