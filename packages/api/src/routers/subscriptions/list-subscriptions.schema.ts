import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { subscriptionSchema } from './subscription-dto.ts';

export const listSubscriptionsInput = z.void();
export const listSubscriptionsOutput = z.array(subscriptionSchema);
export const listSubscriptionsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/subscriptions',
    tags: ['subscriptions'],
    summary: 'Your subscriptions; an admin gets all of them',
    description: 'Admins paging through many subscriptions should use GET /admin/subscriptions.',
    errorResponses: { 401: 'Not authenticated' },
  },
};
