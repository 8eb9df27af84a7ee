import { oneYearAfter } from '@balasin/shared';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { adminProcedure } from '../../trpc.ts';
import { changeSubscription } from './change-subscription.ts';
import { updateStatusInput, updateStatusMeta, updateStatusOutput } from './update-status.schema.ts';

export const updateStatusProcedure = adminProcedure
  .meta(updateStatusMeta)
  .input(updateStatusInput)
  .output(updateStatusOutput)
  .mutation(({ ctx, input }) =>
    changeSubscription(ctx, input.id, BILLING_AUDIT_ACTIONS.subscriptionStatus, (current) => {
      if (input.status !== 'active' || current.startDate) return { status: input.status };
      const start = ctx.now();
      return { status: input.status, startDate: start, endDate: oneYearAfter(start) };
    }),
  );
