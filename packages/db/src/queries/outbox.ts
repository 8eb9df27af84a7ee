import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailOutbox } from '../schema/index.ts';

export const enqueueEmail = async (
  db: Db,
  values: { to: string; subject: string; text: string; html: string },
) => {
  const [row] = await db.insert(emailOutbox).values(values).returning();
  if (!row) throw new Error('insert into email_outbox returned no row');
  return row;
};

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
};

export const markEmailFailed = async (db: Db, id: string, error: string) => {
  await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: error })
    .where(eq(emailOutbox.id, id));
};
