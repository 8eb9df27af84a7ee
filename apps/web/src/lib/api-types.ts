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
export type Payment = Outputs['payments']['list'][number];
export type Invoice = Outputs['payments']['invoices']['items'][number];
export type WebhookEndpoint = Outputs['webhooks']['list'][number];
export type WebhookDelivery = Outputs['webhooks']['deliveries']['items'][number];
export type AdminSubscriptionPage = Outputs['admin']['subscriptions'];
export type AdminSubscription = AdminSubscriptionPage['items'][number];
export type Team = Outputs['team']['get'];
export type TeamMember = Team['members'][number];
export type TeamInvitation = Team['invitations'][number];
export type BotSettings = Outputs['whatsappNumbers']['bot'];
export type AdminPayment = Outputs['admin']['payments']['items'][number];
export type AdminUser = Outputs['admin']['users']['items'][number];
export type AdminUserDetail = Outputs['admin']['user'];
export type AuditEntry = Outputs['admin']['auditLog']['items'][number];
export type KnowledgeFaq = Outputs['knowledge']['faqs'][number];
export type KnowledgeDocument = Outputs['knowledge']['documents'][number];
export type KnowledgeAnswer = Outputs['knowledge']['ask'];
export type BookContact = Outputs['contacts']['list']['items'][number];
export type InboxConversation = Outputs['conversations']['list']['items'][number];
export type ThreadMessage = Outputs['conversations']['thread']['items'][number];
export type InboxMember = Outputs['conversations']['members']['members'][number];
export type Label = Outputs['labels']['list']['items'][number];
export type ThreadNote = Outputs['conversations']['thread']['notes'][number];
export type ThreadEvent = Outputs['conversations']['thread']['events'][number];
