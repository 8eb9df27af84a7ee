import { router } from '../../trpc.ts';
import { listSubscriptionsProcedure } from './list-subscriptions.ts';
import { updateDatesProcedure } from './update-dates.ts';
import { updateStatusProcedure } from './update-status.ts';

export const subscriptionsRouter = router({
  list: listSubscriptionsProcedure,
  updateStatus: updateStatusProcedure,
  updateDates: updateDatesProcedure,
});
