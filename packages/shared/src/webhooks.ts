/** What a business's own systems can subscribe to (the REST contract's webhook events). */
export const WEBHOOK_EVENT_TYPES = [
  'message.received',
  'message.status',
  'connection.status',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * A delivery waits for its first attempt (`pending`), waits again after a failed attempt
 * (`retrying`), and ends `delivered` or `failed` (24 hours of failures, or its endpoint disabled).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  endpointsPerBusinessMax: 10,
  urlMax: 2048,
  /** Retries with back-off go on this long; an endpoint failing this long is disabled. */
  retryHours: 24,
  /** One attempt waits this long for the receiver's answer. */
  attemptTimeoutSeconds: 10,
  /** After a rotation the old secret still signs (a second signature) this long. */
  previousSecretHours: 24,
  pageDefault: 20,
  pageMax: 100,
} as const;
