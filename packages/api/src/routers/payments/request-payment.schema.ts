import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { paymentSchema } from './payment-dto.ts';

export const requestPaymentInput = z.object({
  subscription_id: idParam.meta({ example: '9b1d3a2e-58f4-4c1a-8e0f-6a7b8c9d0e1f' }),
});
export const requestPaymentOutput = paymentSchema;
export const requestPaymentMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/payments',
    tags: ['payments'],
    summary: 'Payment details for a subscription',
    description:
      'Answers the open order of the subscription, or opens a new one (the price plus a fresh unique code, with a new deadline) when there is none, for example after the last one expired unpaid.',
    errorResponses: {
      400: 'Invalid input',
      401: 'Not authenticated',
      404: 'Subscription not found',
      409: 'This subscription has nothing to pay for',
    },
  },
};
