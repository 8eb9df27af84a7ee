import { listAllSubscriptions, listSubscriptionsForBusiness } from '@balasin/db';
import { MANAGER_ROLES, teamMessages } from '@balasin/shared';
import { ForbiddenError } from '../../errors.ts';
import { businessProcedure } from '../../trpc.ts';
import {
  listSubscriptionsInput,
  listSubscriptionsMeta,
  listSubscriptionsOutput,
} from './list-subscriptions.schema.ts';
import { toSubscriptionDto } from './subscription-dto.ts';

/** A platform admin reads every subscription; in a business, billing is the owner's and admins'. */
export const listSubscriptionsProcedure = businessProcedure
  .meta(listSubscriptionsMeta)
  .input(listSubscriptionsInput)
  .output(listSubscriptionsOutput)
  .query(async ({ ctx }) => {
    if (ctx.auth.user.role === 'admin') {
      return (await listAllSubscriptions(ctx.db, ctx.now())).map(toSubscriptionDto);
    }
    const { membership } = ctx;
    if (!membership) return [];
    if (!(MANAGER_ROLES as readonly string[]).includes(membership.role)) {
      throw new ForbiddenError(teamMessages.roleForbidden);
    }
    const rows = await listSubscriptionsForBusiness(ctx.db, membership.businessId, ctx.now());
    return rows.map(toSubscriptionDto);
  });
