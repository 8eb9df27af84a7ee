import { LIMITS, PACKAGES, SUBSCRIPTION_STATUSES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { subscriptionSchema } from '../subscriptions/subscription-dto.ts';

export const searchSubscriptionsInput = z.object({
  q: z.string().trim().max(LIMITS.emailMax).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  package: z.enum(PACKAGES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.adminPageSizeMax)
    .default(LIMITS.adminPageSizeDefault),
});
export const searchSubscriptionsOutput = z.object({
  items: z.array(subscriptionSchema),
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export const searchSubscriptionsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/admin/subscriptions',
    tags: ['admin'],
    summary: 'Search and page through subscriptions (admin)',
    description: `q is a case-insensitive substring of the owner e-mail; status and package filter; newest first; pageSize at most ${LIMITS.adminPageSizeMax} (default ${LIMITS.adminPageSizeDefault}). total is exact up to ${LIMITS.adminExactTotalMax.toLocaleString('en')} matches; beyond that it is the database's estimate (usually within a few per cent, e-mail searches included; the active and expired filters can be a third off, since a subscription past its end date counts as expired) and totalIsEstimate is true, so show it as approximate ("about"). An estimate is never less than the matches already counted, nor than the rows up to the page asked for.`,
    errorResponses: { 400: 'Invalid query', 401: 'Not authenticated', 403: 'Unauthorized access' },
  },
};
