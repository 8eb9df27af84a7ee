import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { paymentSchema } from './payment-dto.ts';

export const getPaymentInput = z.object({ id: idParam });
export const getPaymentOutput = paymentSchema;
export const getPaymentMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/payments/{id}',
    tags: ['payments'],
    summary: 'One payment order',
    description: "Another business's order is 404, like one that does not exist.",
    errorResponses: { 401: 'Not authenticated', 404: 'Payment not found' },
  },
};
