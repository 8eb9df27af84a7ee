export { ensureAdmin } from './auth/ensure-admin.ts';
export { createLoginLimiter, type LoginLimits } from './auth/login-limiter.ts';
export { hashPassword } from './auth/passwords.ts';
export { resolveAccessToken } from './auth/session-service.ts';
export { type BotDeps, failBotTurn, takeBotTurn } from './bot/bot-turn.ts';
export { keepSender } from './contacts/admit-contact.ts';
export type { ApiDeps, Context, SessionConfig, Transport } from './context.ts';
export {
  type ConversationEvent,
  conversationChannel,
  type EngineCommand,
  type EnginePort,
  type NumberEvent,
  type SandboxContent,
} from './engine-port.ts';
export { assignWaitingConversations } from './inbox/assign-waiting.ts';
export { expirePayments } from './jobs/expire-payments.ts';
export { expireSubscriptions } from './jobs/expire-subscriptions.ts';
export { type InboxAlertDeps, sendInboxAlertEmail } from './jobs/inbox-alert-email.ts';
export { runInboxPass } from './jobs/inbox-pass.ts';
export { type PasswordResetDeps, sendPasswordReset } from './jobs/send-password-reset.ts';
export {
  type InboxAlertJob,
  type IngestKnowledgeJob,
  type JobOptions,
  type JobsPort,
  type PasswordResetJob,
  QUEUES,
  type QueueName,
} from './jobs-port.ts';
export {
  type Answer,
  type AnswerDeps,
  type AnswerInput,
  type AnswerSource,
  answerQuestion,
  groundingPassages,
} from './knowledge/answer-question.ts';
export { chunkText, type TextChunk } from './knowledge/chunk-text.ts';
export { htmlToText } from './knowledge/html-to-text.ts';
export type { Llm, LlmMessage } from './knowledge/llm-port.ts';
export { markPdfHeadings } from './knowledge/pdf-headings.ts';
export { type RetrievedPassage, retrieveKnowledge } from './knowledge/retrieve-knowledge.ts';
export { webhookDisabledEmail } from './mail/webhook-disabled-email.ts';
export {
  type MediaConfig,
  type MediaStore,
  mediaPath,
  type StoredMedia,
} from './media-port.ts';
export { buildOpenApiDocument } from './openapi.ts';
export { sendRenewalReminders } from './payments/renewal-reminders.ts';
export { type AppRouter, appRouter } from './root.ts';
export { createContactFilesCaller } from './routers/contacts-book/router.ts';
export { createConversationFilesCaller } from './routers/conversation-files/router.ts';
export { createKnowledgeUploadCaller } from './routers/knowledge/router.ts';
export type { MessageFile } from './routers/message-files/open-message-file.ts';
export { createMessageFilesCaller } from './routers/message-files/router.ts';
export { createPaymentFilesCaller } from './routers/payment-files/router.ts';
export { blockedReasonOf, sendingBlockedReason } from './sending/sending-blocked.ts';
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
