import {
  type Db,
  listEmailAttachments,
  listUnsentEmails,
  markEmailFailed,
  markEmailSent,
} from '@balasin/db';
import { BRAND, NO_REPLY_EMAIL } from '@balasin/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { startSingleFlightInterval } from '../single-flight-interval.ts';

const POLL_INTERVAL_MS = 30_000;
const BATCH = 20;
const MAX_ATTEMPTS = 5;

type QueuedEmail = { to: string; subject: string; text: string };

/**
 * Delivers the e-mail outbox over SMTP when SMTP_URL is set. Without it, mail stays in the
 * outbox table and is written to the log, so a developer can follow links locally.
 */
export const createOutboxSender = (options: {
  db: Db;
  smtpUrl: string | undefined;
  log: FastifyBaseLogger;
  now: () => Date;
}) => {
  const { db, smtpUrl, log } = options;
  if (!smtpUrl) {
    return {
      notify: (email: QueuedEmail) =>
        log.info({ mail: email }, 'e-mail stored in the outbox (SMTP_URL not set)'),
      stop: async () => {},
    };
  }

  const transport = nodemailer.createTransport(smtpUrl);
  const flush = async () => {
    for (const email of await listUnsentEmails(db, BATCH, MAX_ATTEMPTS)) {
      try {
        const attachments = await listEmailAttachments(db, email.id);
        await transport.sendMail({
          from: `${BRAND} <${NO_REPLY_EMAIL}>`,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content),
          })),
        });
        await markEmailSent(db, email.id, options.now());
      } catch (error) {
        log.warn({ err: error, to: email.to }, 'e-mail delivery failed; will retry');
        await markEmailFailed(db, email.id, error instanceof Error ? error.message : String(error));
      }
    }
  };

  const loop = startSingleFlightInterval({
    everyMs: POLL_INTERVAL_MS,
    work: flush,
    onError: (error) => log.error({ err: error }, 'outbox flush failed'),
  });

  return {
    notify: (_email: QueuedEmail) => void loop.run(),
    stop: async () => {
      await loop.stop();
      transport.close();
    },
  };
};
