import { expirePayments, expireSubscriptions, sendRenewalReminders } from '@balasin/api';
import type { Db } from '@balasin/db';
import type { FastifyBaseLogger } from 'fastify';
import { startSingleFlightInterval } from '../single-flight-interval.ts';

const EVERY_MS = 60_000;

/**
 * Expires subscriptions past their end date, and unpaid payment orders past their deadline,
 * once at start and then every minute. Reads already
 * show such rows as expired; this writes it down (with an audit entry) so filters and counts agree.
 * The same pass sends the renewal reminders that came due (each once, whichever server sends it).
 */
export const startExpiryJob = (options: {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  appUrl: string;
}) => {
  const loop = startSingleFlightInterval({
    everyMs: EVERY_MS,
    work: async () => {
      const count = await expireSubscriptions(options.db, options.now());
      if (count > 0) options.log.info(`expired ${count} subscription(s) past their end date`);
      const orders = await expirePayments(options.db, options.now());
      if (orders > 0) options.log.info(`expired ${orders} unpaid payment order(s)`);
      const reminded = await sendRenewalReminders(options.db, {
        now: options.now(),
        appUrl: options.appUrl,
      });
      if (reminded > 0) options.log.info(`sent ${reminded} renewal reminder(s)`);
    },
    onError: (error) => options.log.warn({ err: error }, 'subscription expiry failed'),
  });
  return { stop: loop.stop };
};
