import { searchSubscriptions } from '@balasin/db';
import { adminProcedure } from '../../trpc.ts';
import { toSubscriptionDto } from '../subscriptions/subscription-dto.ts';
import {
  searchSubscriptionsInput,
  searchSubscriptionsMeta,
  searchSubscriptionsOutput,
} from './search-subscriptions.schema.ts';

export const searchSubscriptionsProcedure = adminProcedure
  .meta(searchSubscriptionsMeta)
  .input(searchSubscriptionsInput)
  .output(searchSubscriptionsOutput)
  .query(async ({ ctx, input }) => {
    const { items, total, totalIsEstimate } = await searchSubscriptions(ctx.db, {
      ...input,
      q: input.q || undefined,
      now: ctx.now(),
    });
    return {
      items: items.map(toSubscriptionDto),
      total,
      totalIsEstimate,
      page: input.page,
      pageSize: input.pageSize,
      pageCount: Math.ceil(total / input.pageSize),
    };
  });
