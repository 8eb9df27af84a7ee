import { type BotDeps, failBotTurn, QUEUES, takeBotTurn } from '@balasin/api';
import type { DbHandle } from '@balasin/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobResult, PgBoss } from 'pg-boss';
import { wakeChannel } from './boss.ts';

export type AiReplyRetry = { limit: number; delaySeconds: number; maxDelaySeconds: number };

/** 2 s, 4 s, 8 s, 16 s: a minute at most before a person is asked to answer instead. */
const DEFAULT_RETRY: AiReplyRetry = { limit: 4, delaySeconds: 2, maxDelaySeconds: 16 };

/**
 * A turn that takes longer than this is abandoned and retried: the customer is waiting. Should
 * the abandoned one finish after all, its reply loses to the retry's (one claim per message).
 */
const TURN_TIMEOUT_MS = 60_000;
/** pg-boss's own limit, past the turn's: a worker that died mid-turn gives its job back. */
const EXPIRE_SECONDS = 90;
/** Turns run at once in this process: each worker is woken on its own (see the wake-up below). */
const WORKERS = 2;

class TurnTimeout extends Error {}

const withinTime = async (work: Promise<void>) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TurnTimeout('bot turn timed out')), TURN_TIMEOUT_MS);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The `ai-reply` queue: the bot's turn on each customer message, FIFO per conversation (a
 * conversation's messages are answered in order, and its loop guard counts the replies before).
 * A failed turn is retried with back-off; the last attempt that fails still leaves the customer
 * a message: a person will answer.
 */
export const registerAiReplyWorker = async (options: {
  boss: PgBoss;
  bot: BotDeps;
  log: FastifyBaseLogger;
  /** Where the pipeline's wake-ups arrive (`JobsPort.wake`), from this process or another. */
  listen: DbHandle['listen'];
  retry?: AiReplyRetry;
}) => {
  const retry = options.retry ?? DEFAULT_RETRY;
  await options.boss.updateQueue(QUEUES.aiReply, {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: retry.maxDelaySeconds,
    expireInSeconds: EXPIRE_SECONDS,
    // No NOTIFY from pg-boss's insert: it made the customer's message wait at commit for
    // PostgreSQL's NOTIFY lock. The pipeline wakes a worker after its commit instead (below).
    notify: false,
  });
  const workOptions = {
    includeMetadata: true,
    perJobResults: true,
    batchSize: 4,
    // Polling finds retries that came due, and a turn whose wake-up was lost.
    pollingIntervalSeconds: 1,
  } as const;
  const startWorker = () =>
    options.boss.work<{ messageId: string }, unknown, typeof workOptions>(
      QUEUES.aiReply,
      workOptions,
      async (jobs): Promise<JobResult[]> =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            const { messageId } = job.data;
            try {
              await withinTime(takeBotTurn(options.bot, messageId));
              return { id: job.id, status: 'completed' };
            } catch (error) {
              const lastChance = (job.retryCount ?? 0) >= job.retryLimit;
              options.log.warn(
                { err: error, messageId, retryCount: job.retryCount },
                lastChance
                  ? 'bot: reply failed for good; handing off'
                  : 'bot: reply failed; retrying',
              );
              if (!lastChance) {
                return { id: job.id, status: 'failed', output: { message: String(error) } };
              }
              try {
                await failBotTurn(options.bot, messageId);
                return { id: job.id, status: 'completed' };
              } catch (fallbackError) {
                options.log.error({ err: fallbackError, messageId }, 'bot: hand-off not recorded');
                return { id: job.id, status: 'failed', output: { message: String(fallbackError) } };
              }
            }
          }),
        ),
    );
  // Workers of their own (not pg-boss's localConcurrency, whose extra workers cannot be woken
  // one at a time), so each wake-up starts one fetch.
  const workers: string[] = [];
  for (let i = 0; i < WORKERS; i++) workers.push(await startWorker());
  let next = 0;
  await options.listen(wakeChannel(QUEUES.aiReply), () => {
    const worker = workers[next++ % workers.length];
    if (worker) options.boss.notifyWorker(worker);
  });
};
