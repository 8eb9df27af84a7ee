import { SUBSCRIPTION_STATUSES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { subscriptionSchema } from './subscription-dto.ts';

export const updateStatusInput = z.object({ id: idParam, status: z.enum(SUBSCRIPTION_STATUSES) });
export const updateStatusOutput = subscriptionSchema;
export const updateStatusMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/subscriptions/{id}/status',
    tags: ['subscriptions'],
    summary: 'Set a subscription status (admin)',
    description:
      'Any status may follow any other. Activating a subscription without a start date starts it now and ends it one year later.',
    errorResponses: {
      400: 'Invalid status',
      401: 'Not authenticated',
      403: 'Unauthorized access',
      404: 'Subscription not found',
    },
  },
};
