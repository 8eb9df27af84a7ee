import { type InboxAlertDeps, type InboxAlertJob, QUEUES, sendInboxAlertEmail } from '@balasin/api';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';

type QueuedEmail = { to: string; subject: string; text: string };

/**
 * The `inbox-alert` queue: each alert's delayed check, due `alertEmailAfterMinutes` after a
 * conversation was given to someone or handed off. The check and its e-mails commit together,
 * so a job retried after a failure sends at most once.
 */
export const registerInboxAlertWorker = async (options: {
  boss: PgBoss;
  deps: InboxAlertDeps;
  log: FastifyBaseLogger;
  onEmailQueued: (email: QueuedEmail) => void;
}) => {
  await options.boss.updateQueue(QUEUES.inboxAlert, { retryLimit: 5, retryDelay: 30 });
  await options.boss.work<InboxAlertJob>(
    QUEUES.inboxAlert,
    { pollingIntervalSeconds: 10, batchSize: 10, localConcurrency: 1 },
    async (jobs) => {
      for (const job of jobs) {
        const emails = await sendInboxAlertEmail(options.deps, job.data);
        for (const email of emails) options.onEmailQueued(email);
        if (emails.length > 0) {
          options.log.info(
            `inbox: e-mailed ${emails.length} about conversation ${job.data.conversationId}`,
          );
        }
      }
    },
  );
};
