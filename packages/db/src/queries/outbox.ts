import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailAttachments, emailOutbox } from '../schema/index.ts';

export type EmailAttachment = { filename: string; contentType: string; content: Uint8Array };

export const enqueueEmail = async (
  db: Db,
  values: {
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: EmailAttachment[];
  },
) => {
  const { attachments = [], ...email } = values;
  const [row] = await db.insert(emailOutbox).values(email).returning();
  if (!row) throw new Error('insert into email_outbox returned no row');
  if (attachments.length > 0) {
    await db
      .insert(emailAttachments)
      .values(attachments.map((attachment) => ({ ...attachment, emailId: row.id })));
  }
  return row;
};

export const listEmailAttachments = (db: Db, emailId: string) =>
  db
    .select({
      filename: emailAttachments.filename,
      contentType: emailAttachments.contentType,
      content: emailAttachments.content,
    })
    .from(emailAttachments)
    .where(eq(emailAttachments.emailId, emailId));

export const listUnsentEmails = (db: Db, limit: number, maxAttempts: number) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, maxAttempts)))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit);

/**
 * Delivered: the body goes, since it may carry a secret (a verification link) that must not stay
 * at rest; who, what subject and when remain for the record.
 */
export const markEmailSent = async (db: Db, id: string, at: Date) => {
  await db
    .update(emailOutbox)
    .set({ sentAt: at, text: '', html: '' })
    .where(eq(emailOutbox.id, id));
  await db.delete(emailAttachments).where(eq(emailAttachments.emailId, id));
};

export const markEmailFailed = async (db: Db, id: string, error: string) => {
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error })
    .where(eq(emailOutbox.id, id));
};
