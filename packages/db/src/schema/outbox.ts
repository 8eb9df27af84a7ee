import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz } from './columns.ts';

/** Every outgoing e-mail is written here first; a sender delivers it when SMTP is configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);

/** Files sent with an outbox e-mail (an invoice's PDF); dropped with the body once delivered. */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    emailId: uuid()
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
  },
  (t) => [index('email_attachments_email_idx').on(t.emailId)],
);
