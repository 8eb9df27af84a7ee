import { LIMITS, PAYMENT_STATUSES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { paymentSchema } from '../payments/payment-dto.ts';

export const adminListPaymentsInput = z.object({
  q: z.string().trim().max(LIMITS.emailMax).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.adminPageSizeMax)
    .default(LIMITS.adminPageSizeDefault),
});
export const adminListPaymentsOutput = z.object({
  items: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export const adminListPaymentsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/admin/payments',
    tags: ['admin'],
    summary: 'The payments queue (admin)',
    description: `q is a substring of the owner e-mail, or an amount in rupiah (349617 or 349.617) to match a transfer on the bank statement. status=submitted is the review queue, oldest first; every other view is newest first. pageSize at most ${LIMITS.adminPageSizeMax} (default ${LIMITS.adminPageSizeDefault}).`,
    errorResponses: { 400: 'Invalid query', 401: 'Not authenticated', 403: 'Unauthorized access' },
  },
};
