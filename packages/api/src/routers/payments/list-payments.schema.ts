import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { paymentSchema } from './payment-dto.ts';

export const listPaymentsInput = z.void();
export const listPaymentsOutput = z.array(paymentSchema);
export const listPaymentsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/payments',
    tags: ['payments'],
    summary: "Your business's payment orders, newest first",
    description:
      'What to pay (amount including the unique code), by when (deadline), and the state of the confirmation. Admins use GET /admin/payments.',
    errorResponses: { 401: 'Not authenticated' },
  },
};
