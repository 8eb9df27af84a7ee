import { and, count, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { conversations, messages } from '../schema/index.ts';

/** Whether the number has ever exchanged a message with the contact. */
export const hasConversation = async (db: Db, numberId: string, contactId: string) =>
  (
    await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.numberId, numberId), eq(conversations.contactId, contactId)))
  ).length > 0;

/**
 * Takes the number's first-contact lock for the transaction and counts the people it started a
 * conversation with since `since` who have not written back: two first messages at once are
 * counted one after the other, so the daily cap holds exactly.
 */
export const lockFirstContacts = async (tx: Db, numberId: string, since: Date) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`first:${numberId}`}, 0))`);
  const [row] = await tx
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        eq(conversations.numberId, numberId),
        // The activity index narrows to recent conversations; the creation time decides.
        gt(conversations.lastMessageAt, since),
        gt(conversations.createdAt, since),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(messages)
            .where(
              and(eq(messages.conversationId, conversations.id), eq(messages.direction, 'inbound')),
            ),
        ),
      ),
    );
  return row?.n ?? 0;
};
