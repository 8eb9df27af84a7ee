import type { Db } from '@balasin/db';

/** The job queues (pg-boss, in the same database). */
export const QUEUES = {
  /**
   * One outbound message to WhatsApp; FIFO per conversation. Whoever sends one wakes the queue
   * (`JobsPort.wake`, with the number's id) after committing; otherwise it waits for a poll.
   */
  sendMessage: 'message-send',
  /** One webhook delivery; FIFO per endpoint and conversation. */
  deliverWebhook: 'webhook-deliver',
  /** Reads one knowledge document or page: text extracted, chunked, indexed. */
  ingestKnowledge: 'knowledge-ingest',
  /** The bot's turn on one customer message; FIFO per conversation. */
  aiReply: 'ai-reply',
  /**
   * A conversation given to someone, or handed off by the bot, checked `alertEmailAfterMinutes`
   * later: still unread and unanswered, it is e-mailed once.
   */
  inboxAlert: 'inbox-alert',
  /**
   * A forgotten-password request, looked up and answered (a link e-mailed, or nothing) after the
   * request has had its answer: the answer's work and time are the same for every address.
   */
  passwordReset: 'password-reset',
} as const;

export type IngestKnowledgeJob = { sourceId: string };
export type InboxAlertJob = {
  conversationId: string;
  kind: 'assigned' | 'handoff';
  /** Who it was given to; null: a hand-off to the queue. */
  assigneeId: string | null;
  /** When it was given or handed off (ISO). */
  since: string;
};
export type PasswordResetJob = {
  /** As typed (the schema trims and lower-cases it); may belong to no account. */
  email: string;
  /** When it was asked (ISO): the limits and the link's hour count from then. */
  requestedAt: string;
};
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
  /**
   * Once the transaction that sent a job has committed: tells the queue's workers, in whichever
   * process they run, that a job for `hint` is ready (for `message-send`, the number's id), so one
   * starts on it now rather than at its next poll. Best effort: a lost wake-up costs one poll.
   */
  wake: (queue: QueueName, hint: string) => Promise<void>;
};
