import type { AppRouter } from '@balasin/api';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

export type AdminSubscriptionPage = Outputs['admin']['subscriptions'];
export type AdminSubscription = AdminSubscriptionPage['items'][number];
