import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { adminProcedure } from '../../trpc.ts';
import { changeSubscription } from './change-subscription.ts';
import { updateDatesInput, updateDatesMeta, updateDatesOutput } from './update-dates.schema.ts';

const toDate = (value: string | null) => (value ? new Date(value) : null);

export const updateDatesProcedure = adminProcedure
  .meta(updateDatesMeta)
  .input(updateDatesInput)
  .output(updateDatesOutput)
  .mutation(({ ctx, input }) =>
    changeSubscription(ctx, input.id, BILLING_AUDIT_ACTIONS.subscriptionDates, () => ({
      startDate: toDate(input.start_date),
      endDate: toDate(input.end_date),
    })),
  );
