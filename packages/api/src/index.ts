export { ensureAdmin } from './auth/ensure-admin.ts';
export { createLoginLimiter, type LoginLimits } from './auth/login-limiter.ts';
export { hashPassword } from './auth/passwords.ts';
export { resolveAccessToken } from './auth/session-service.ts';
export { keepSender } from './contacts/admit-contact.ts';
export type { ApiDeps, Context, SessionConfig, Transport } from './context.ts';
export type { EngineCommand, EnginePort, NumberEvent, SandboxContent } from './engine-port.ts';
export { expireSubscriptions } from './jobs/expire-subscriptions.ts';
export { type JobOptions, type JobsPort, QUEUES, type QueueName } from './jobs-port.ts';
export { webhookDisabledEmail } from './mail/webhook-disabled-email.ts';
export {
  type MediaConfig,
  type MediaStore,
  mediaPath,
  type StoredMedia,
} from './media-port.ts';
export { buildOpenApiDocument } from './openapi.ts';
export { type AppRouter, appRouter } from './root.ts';
export type { MessageFile } from './routers/message-files/open-message-file.ts';
export { createMessageFilesCaller } from './routers/message-files/router.ts';
export {
  type DeliverWebhookJob,
  deliveryOrderKey,
  type EmitWebhookEvent,
  emitWebhookEvent,
  WEBHOOK_EVENT_TYPES,
  type WebhookEvent,
  type WebhookEventType,
} from './webhook-events.ts';
export { emitConnectionEvent, emitMessageEvent } from './webhooks/domain-events.ts';
export {
  isPublicAddress,
  parseWebhookUrl,
  resolveWebhookTarget,
  WebhookTargetError,
} from './webhooks/webhook-target.ts';
