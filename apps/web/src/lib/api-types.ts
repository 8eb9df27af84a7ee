import type { AppRouter } from '@balasin/api';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

export type WhatsappNumber = Outputs['whatsappNumbers']['list'][number];
export type Subscription = Outputs['subscriptions']['list'][number];
