import type { AppRouter } from '@balasin/api';
import type { inferRouterOutputs } from '@trpc/server';

/** What the router's procedures return, as the screens use it: the one file of output types. */
type Outputs = inferRouterOutputs<AppRouter>;

export type WhatsappNumber = Outputs['whatsappNumbers']['list'][number];
export type WhatsappNumberDetail = Outputs['whatsappNumbers']['get'];
export type SandboxMessage = Outputs['whatsappNumbers']['sandboxMessages']['items'][number];
export type ApiToken = Outputs['apiTokens']['list'][number];
export type NewApiToken = Outputs['apiTokens']['create'];
export type NumberMessage = Outputs['whatsappNumbers']['messages']['items'][number];
export type Subscription = Outputs['subscriptions']['list'][number];
export type WebhookEndpoint = Outputs['webhooks']['list'][number];
export type WebhookDelivery = Outputs['webhooks']['deliveries']['items'][number];
export type AdminSubscriptionPage = Outputs['admin']['subscriptions'];
export type AdminSubscription = AdminSubscriptionPage['items'][number];
