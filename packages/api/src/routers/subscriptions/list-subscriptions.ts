import { listAllSubscriptions, listSubscriptionsForOwner } from '@balasin/db';
import { protectedProcedure } from '../../trpc.ts';
import {
  listSubscriptionsInput,
  listSubscriptionsMeta,
  listSubscriptionsOutput,
} from './list-subscriptions.schema.ts';
import { toSubscriptionDto } from './subscription-dto.ts';

export const listSubscriptionsProcedure = protectedProcedure
  .meta(listSubscriptionsMeta)
  .input(listSubscriptionsInput)
  .output(listSubscriptionsOutput)
  .query(async ({ ctx }) => {
    const rows =
      ctx.auth.user.role === 'admin'
        ? await listAllSubscriptions(ctx.db, ctx.now())
        : await listSubscriptionsForOwner(ctx.db, ctx.auth.user.id, ctx.now());
    return rows.map(toSubscriptionDto);
  });
