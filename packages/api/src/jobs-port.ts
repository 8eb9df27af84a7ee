import type { Db } from '@balasin/db';

/** The job queues (pg-boss, in the same database). */
export const QUEUES = {
  /** One outbound message to WhatsApp; FIFO per conversation. */
  sendMessage: 'message-send',
  /** One webhook delivery; FIFO per endpoint and conversation. */
  deliverWebhook: 'webhook-deliver',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type JobOptions = {
  /** Jobs sharing a key run one at a time, in the order they were sent (every queue is FIFO by key). */
  orderKey: string;
  startAfter?: Date;
};

/**
 * Enqueues a job inside the caller's transaction: the job exists exactly when the rows written
 * beside it commit (a rolled-back request leaves no job behind).
 */
export type JobsPort = {
  send: (tx: Db, queue: QueueName, data: object, options: JobOptions) => Promise<void>;
};
