import { setTimeout as sleep } from 'node:timers/promises';
import { blockedReasonOf, emitMessageEvent, type JobsPort, QUEUES } from '@balasin/api';
import {
  type Db,
  type DbHandle,
  findOutboundForSend,
  type MessageRow,
  markMessageFailed,
  markMessageSent,
  recordSendAttempts,
} from '@balasin/db';
import { MESSAGING_LIMITS, messagingMessages, OWN_MESSAGE_ID_PREFIX } from '@balasin/shared';
import {
  type Connection,
  MediaRefusedError,
  NotConnectedError,
  type OutboundMessage,
} from '@balasin/whatsapp';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { wakeChannel } from './boss.ts';
import { groupCommitFor } from './group-commit.ts';

/** Until a number connects, a message is retried with back-off up to this pause. */
const RETRY = { retryLimit: 1000, retryDelay: 2, retryBackoff: true, retryDelayMax: 300 };

export type SendPacing = {
  /** Least time between two sends of one WhatsApp Web number, plus up to `jitterMs` at random. */
  minIntervalMs: number;
  jitterMs: number;
  /** Typing shown before a message, per character of text, within this cap. */
  typingPerCharMs: number;
  typingMaxMs: number;
};

export const DEFAULT_PACING: SendPacing = {
  minIntervalMs: 1500,
  jitterMs: 1500,
  typingPerCharMs: 25,
  typingMaxMs: 3000,
};

class WaitingForConnection extends Error {}

/** A `message-send` job: the message it sends. */
type SendJobData = { messageId: string };

type OutboundRow = Awaited<ReturnType<typeof findOutboundForSend>>[number];

/** What a batch's read decided for one job. */
type Verdict =
  | { kind: 'wait' }
  | { kind: 'done' }
  | { kind: 'fail'; message: OutboundRow; reason: string }
  | { kind: 'send'; message: OutboundRow; connection: Connection };

/**
 * Jobs a worker takes at once: a fetch only returns one job per conversation (the queue is FIFO
 * per conversation), so a batch is sent in parallel.
 */
const WORKER_BATCH = 8;

/** Workers fetching in parallel: a batch of paced sends can take seconds. */
const WORKERS = 4;

/** How often one worker looks for retries that came due, and the other workers when not woken. */
const POLL_SECONDS = 1;
const IDLE_POLL_SECONDS = 10;

/** Attempts with the number connected before a message is given up as failed. */
const MAX_ATTEMPTS = 5;

/** WhatsApp's message id, fixed before the first attempt: every retry sends the same message. */
const externalIdFor = (message: MessageRow) =>
  message.externalId ?? `${OWN_MESSAGE_ID_PREFIX}${message.id.replace(/-/g, '').toUpperCase()}`;

const outbound = (message: MessageRow, id: string): OutboundMessage => {
  const to = (message.contactPhone ?? '').replace(/^\+/, '');
  const media = message.media ?? {};
  if (message.type === 'image' || message.type === 'document') {
    return {
      to,
      id,
      type: message.type,
      url: String(media.url),
      ...(message.body ? { caption: message.body } : {}),
      ...(typeof media.filename === 'string' ? { filename: media.filename } : {}),
    };
  }
  return { to, id, type: 'text', text: message.body ?? '' };
};

/**
 * The `message-send` queue: one job per accepted message, FIFO per conversation. A message waits
 * (with back-off) while its number is not connected here, and fails after 24 hours; an attempt is
 * recorded before the driver call, with WhatsApp's id fixed in advance, so a retry after a crash
 * resends the same message rather than a second one. A message whose business's subscription has
 * ended meanwhile fails with that reason instead of going out. WhatsApp Web numbers are paced, with a typing
 * presence first; the simulated sandbox is not.
 */
export const registerSendWorker = async (options: {
  boss: PgBoss;
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  connectionOf: (numberId: string) => Connection | undefined;
  /** Where the `message.status` webhook deliveries of sent and failed messages are queued. */
  jobs: JobsPort;
  /** Where the API's wake-ups arrive (`JobsPort.wake`), from this process or another. */
  listen: DbHandle['listen'];
  pacing?: SendPacing;
}) => {
  const pacing = options.pacing ?? DEFAULT_PACING;

  const group = groupCommitFor(options.db);
  /**
   * A status change and its webhook deliveries commit together; the update returns the message as
   * it now stands, which the event carries. Changes that come at once (a batch's messages sent in
   * parallel, their receipts) commit in one transaction (`groupCommitFor`), keyed by WhatsApp's id.
   */
  const settle = (message: MessageRow, change: (tx: Db) => Promise<MessageRow | undefined>) =>
    group(externalIdFor(message), async (tx) => {
      const changed = await change(tx);
      if (changed) {
        await emitMessageEvent(tx, options.jobs, {
          type: 'message.status',
          messageId: changed.id,
          at: options.now(),
          message: changed,
        });
      }
    });
  /** When each WhatsApp Web number may start its next paced send (typing, then the message). */
  const nextSendAt = new Map<string, number>();
  // No NOTIFY from pg-boss's insert: it would wake every worker for every message, also for a
  // number that is not connected, whose waiting backlog each fetch then reads in vain (the FIFO
  // heads are found by reading every queued job); and it made each accepting transaction queue for
  // PostgreSQL's NOTIFY lock at commit. The API wakes one worker after commit instead (below).
  await options.boss.updateQueue(QUEUES.sendMessage, { ...RETRY, notify: false });

  const pace = async (message: MessageRow, connection: Connection, payload: OutboundMessage) => {
    const typingMs =
      payload.type === 'text'
        ? Math.min(pacing.typingMaxMs, payload.text.length * pacing.typingPerCharMs)
        : 0;
    const gap = pacing.minIntervalMs + Math.random() * pacing.jitterMs;
    // The slot is taken before waiting: a number's messages to several conversations arrive in
    // one batch, or in two workers' batches, at once, and each must wait its turn after the one
    // before it (reading the last send's time and then waiting let them all go out together).
    const start = Math.max(Date.now(), nextSendAt.get(message.numberId) ?? 0);
    nextSendAt.set(message.numberId, start + typingMs + gap);
    const wait = start - Date.now();
    if (wait > 0) await sleep(wait);
    if (payload.type === 'text') {
      await connection.typing(payload.to, true).catch(() => {});
      await sleep(typingMs);
    }
  };

  const verdictOf = (job: SendJobData, read: Map<string, OutboundRow>): Verdict => {
    const message = read.get(job.messageId);
    if (!message || message.status !== 'queued') return { kind: 'done' };
    // Queued before the subscription ended: failed with the reason, never sent late.
    const blocked = blockedReasonOf(message.sendingStatus);
    if (blocked) return { kind: 'fail', message, reason: blocked };
    const ageMs = options.now().getTime() - message.createdAt.getTime();
    if (ageMs > MESSAGING_LIMITS.waitForConnectionHours * 3_600_000) {
      return { kind: 'fail', message, reason: messagingMessages.notConnectedInTime };
    }
    const connection = options.connectionOf(message.numberId);
    if (!connection || connection.snapshot().state !== 'connected') return { kind: 'wait' };
    return { kind: 'send', message, connection };
  };

  /** Its attempt recorded already: the driver call, then sent, or failed with WhatsApp's reason. */
  const send = async (message: OutboundRow, connection: Connection) => {
    const payload = outbound(message, externalIdFor(message));
    // The sandbox is a simulation: nothing there to be banned for going fast.
    if (!message.numberTest) await pace(message, connection, payload);
    try {
      await connection.send(payload);
    } catch (error) {
      if (error instanceof NotConnectedError) throw new WaitingForConnection(error.message);
      // Its file cannot be had for a reason trying again will not change: failed now, with why.
      if (error instanceof MediaRefusedError) {
        await settle(message, (tx) => markMessageFailed(tx, message.id, error.message));
        return;
      }
      // WhatsApp refused it again and again (a bad address, a media URL it cannot fetch): say why.
      if (message.attempts + 1 >= MAX_ATTEMPTS) {
        const reason = error instanceof Error ? error.message : String(error);
        await settle(message, (tx) => markMessageFailed(tx, message.id, reason));
        return;
      }
      throw error;
    } finally {
      if (payload.type === 'text') await connection.typing(payload.to, false).catch(() => {});
    }
    await settle(message, (tx) => markMessageSent(tx, message.id, options.now()));
  };

  /**
   * A batch's jobs, one outcome each (a rejection retries that job): their messages read in one
   * statement, and the attempts of those that go out recorded in one more, before any driver call.
   */
  const sendBatch = async (jobs: SendJobData[]) => {
    const read = new Map(
      (
        await findOutboundForSend(
          options.db,
          jobs.map((job) => job.messageId),
          options.now(),
        )
      ).map((message) => [message.id, message]),
    );
    const verdicts = jobs.map((job) => verdictOf(job, read));
    const sending = verdicts.flatMap((verdict) => (verdict.kind === 'send' ? [verdict] : []));
    const recorded = recordSendAttempts(
      options.db,
      sending.map(({ message }) => ({ id: message.id, externalId: externalIdFor(message) })),
    );
    return verdicts.map(async (verdict) => {
      if (verdict.kind === 'wait') {
        throw new WaitingForConnection(messagingMessages.waitingForConnection);
      }
      if (verdict.kind === 'fail') {
        await settle(verdict.message, (tx) =>
          markMessageFailed(tx, verdict.message.id, verdict.reason),
        );
      }
      if (verdict.kind === 'send') {
        await recorded;
        await send(verdict.message, verdict.connection);
      }
    });
  };

  const startWorker = (pollingIntervalSeconds: number) =>
    options.boss.work<SendJobData>(
      QUEUES.sendMessage,
      {
        // Woken when a message for a connected number is accepted; polling finds retries that
        // came due, and messages for a number that has connected since.
        pollingIntervalSeconds,
        // A worker fetches again at once while its batches come back full (a backlog), instead of
        // waiting out the poll after every job: one job a second per worker is 4 sends a second.
        batchSize: WORKER_BATCH,
        burstWhenBatchFull: true,
        // Each job of a batch succeeds or is retried on its own.
        perJobResults: true,
      },
      async (jobs) => {
        const outcomes = await sendBatch(jobs.map((job) => job.data)).catch((error: unknown) =>
          jobs.map(() => Promise.reject(error)),
        );
        return Promise.all(
          jobs.map(async (job, i) => {
            try {
              await outcomes[i];
              return { id: job.id, status: 'completed' as const };
            } catch (error) {
              if (!(error instanceof WaitingForConnection)) {
                options.log.warn(
                  { err: error, messageId: job.data.messageId },
                  'send failed; retrying',
                );
              }
              return {
                id: job.id,
                status: 'failed' as const,
                output: { message: error instanceof Error ? error.message : String(error) },
              };
            }
          }),
        );
      },
    );
  // Workers of their own (not pg-boss's localConcurrency, whose extra workers cannot be woken
  // one at a time), so each wake-up starts one fetch.
  // One of them polls every second, the others seldom: every fetch reads each queued job of the
  // queue to find the conversations' heads (pg-boss's FIFO), so a disconnected number's backlog
  // of thousands cost each worker's poll; four polls a second read it four times for the same
  // retries. Woken workers fetch at once, and keep fetching while their batches come back full.
  const workers: string[] = [];
  for (let i = 0; i < WORKERS; i++) {
    workers.push(await startWorker(i === 0 ? POLL_SECONDS : IDLE_POLL_SECONDS));
  }
  let next = 0;
  await options.listen(wakeChannel(QUEUES.sendMessage), (numberId) => {
    if (options.connectionOf(numberId)?.snapshot().state !== 'connected') return;
    const worker = workers[next++ % workers.length];
    if (worker) options.boss.notifyWorker(worker);
  });
};
