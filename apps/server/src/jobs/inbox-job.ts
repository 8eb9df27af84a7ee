import { type JobsPort, runInboxPass } from '@balasin/api';
import type { Db } from '@balasin/db';
import { INBOX } from '@balasin/shared/inbox';
import type { FastifyBaseLogger } from 'fastify';
import { startSingleFlightInterval } from '../single-flight-interval.ts';

/**
 * The inbox's periodic pass (snoozes that ran out, waiting conversations to assign), at start and
 * then every `INBOX.passSeconds`. Safe in every process at once: assignment takes a per-business
 * lock, and waking a conversation twice finds it awake.
 */
export const startInboxJob = (options: {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  jobs: JobsPort;
  everyMs?: number;
}) => {
  const loop = startSingleFlightInterval({
    everyMs: options.everyMs ?? INBOX.passSeconds * 1000,
    work: async () => {
      const { woken, assigned } = await runInboxPass(options.db, options.now(), options.jobs);
      if (woken + assigned > 0) {
        options.log.info(
          `inbox: woke ${woken} snoozed, assigned ${assigned} waiting conversation(s)`,
        );
      }
    },
    onError: (error) => options.log.warn({ err: error }, 'inbox pass failed'),
  });
  return { run: loop.run, stop: loop.stop };
};
