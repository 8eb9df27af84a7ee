import { expireSubscriptions } from '@balasin/api';
import type { Db } from '@balasin/db';
import type { FastifyBaseLogger } from 'fastify';

const EVERY_MS = 60_000;

/**
 * Expires subscriptions past their end date once at start and then every minute. Reads already
 * show such rows as expired; this writes it down (with an audit entry) so filters and counts agree.
 */
export const startExpiryJob = (options: { db: Db; log: FastifyBaseLogger; now: () => Date }) => {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= expireSubscriptions(options.db, options.now())
      .then((count) => {
        if (count > 0) options.log.info(`expired ${count} subscription(s) past their end date`);
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'subscription expiry failed'))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
