import type { Db } from '@balasin/db';
import type { JobsPort } from './jobs-port.ts';

export const WEBHOOK_EVENT_TYPES = [
  'message.received',
  'message.status',
  'connection.status',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * An event for the business's own systems. `orderKey` keeps a conversation's (or a number's)
 * events in order at each endpoint. Emitted inside the transaction that records what happened.
 */
export type WebhookEvent = {
  businessId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  orderKey: string;
  at: Date;
};

export type EmitWebhookEvent = (tx: Db, jobs: JobsPort, event: WebhookEvent) => Promise<void>;
