import { router } from '../../trpc.ts';
import { searchSubscriptionsProcedure } from './search-subscriptions.ts';
import { statsProcedure } from './stats.ts';

export const adminRouter = router({
  subscriptions: searchSubscriptionsProcedure,
  stats: statsProcedure,
});
