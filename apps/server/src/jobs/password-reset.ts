import {
  type PasswordResetDeps,
  type PasswordResetJob,
  QUEUES,
  sendPasswordReset,
} from '@balasin/api';
import { PASSWORD_RESET } from '@balasin/shared';
import type { PgBoss } from 'pg-boss';

type QueuedEmail = { to: string; subject: string; text: string };

/**
 * The `password-reset` queue: each forgotten-password request, answered after its response went
 * out. Its jobs hold addresses anyone typed, most of them perhaps no account's: they are kept
 * only as long as a link would be good for, not pg-boss's week.
 */
export const registerPasswordResetWorker = async (options: {
  boss: PgBoss;
  deps: PasswordResetDeps;
  onEmailQueued: (email: QueuedEmail) => void;
}) => {
  const linkSeconds = PASSWORD_RESET.ttlMinutes * 60;
  await options.boss.updateQueue(QUEUES.passwordReset, {
    retryLimit: 5,
    retryDelay: 30,
    retentionSeconds: linkSeconds,
    deleteAfterSeconds: linkSeconds,
  });
  await options.boss.work<PasswordResetJob>(
    QUEUES.passwordReset,
    // Woken by NOTIFY when a request is queued: the e-mail goes within seconds of the answer.
    {
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 1,
      batchSize: 4,
      localConcurrency: 1,
    },
    async (jobs) => {
      for (const job of jobs) {
        const email = await sendPasswordReset(options.deps, job.data);
        if (email) options.onEmailQueued(email);
      }
    },
  );
};
