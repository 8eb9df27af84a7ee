import { adminProcedure } from '../../trpc.ts';
import { changeSubscription } from './change-subscription.ts';
import { updateDatesInput, updateDatesMeta, updateDatesOutput } from './update-dates.schema.ts';

const toDate = (value: string | null) => (value ? new Date(value) : null);

export const updateDatesProcedure = adminProcedure
  .meta(updateDatesMeta)
  .input(updateDatesInput)
  .output(updateDatesOutput)
  .mutation(({ ctx, input }) =>
    changeSubscription(ctx, input.id, 'subscription.dates', () => ({
      startDate: toDate(input.start_date),
      endDate: toDate(input.end_date),
    })),
  );
