import type { ConversationStatus } from '@balasin/shared';
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, contacts, conversations, whatsappNumbers } from '../schema/index.ts';

/**
 * Who reads: a signed-in owner sees every conversation of their live businesses; an API token
 * sees its own number's. Anything outside the scope is simply not found.
 */
export type ConversationScope = { ownerId: string } | { numberId: string };

const inScope = (db: Db, scope: ConversationScope): SQL | undefined =>
  'ownerId' in scope
    ? inArray(
        conversations.businessId,
        db
          .select({ id: businesses.id })
          .from(businesses)
          .where(and(eq(businesses.ownerId, scope.ownerId), isNull(businesses.deletedAt))),
      )
    : eq(conversations.numberId, scope.numberId);

const conversationRecords = (db: Db) =>
  db
    .select({
      id: conversations.id,
      businessId: conversations.businessId,
      numberId: conversations.numberId,
      status: conversations.status,
      botActive: conversations.botActive,
      handoffReason: conversations.handoffReason,
      assigneeId: conversations.assigneeId,
      lastMessageAt: conversations.lastMessageAt,
      contactId: contacts.id,
      contactPhone: contacts.phone,
      contactLid: contacts.lid,
      contactName: contacts.name,
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    // A deleted number's conversations go with it.
    .innerJoin(
      whatsappNumbers,
      and(eq(whatsappNumbers.id, conversations.numberId), isNull(whatsappNumbers.deletedAt)),
    );

/** Latest activity first, by keyset (last_message_at, id). */
export const listConversations = (
  db: Db,
  params: {
    scope: ConversationScope;
    numberId?: string;
    status?: ConversationStatus;
    before?: { at: Date; id: string };
    limit: number;
  },
) =>
  conversationRecords(db)
    .where(
      and(
        inScope(db, params.scope),
        params.numberId ? eq(conversations.numberId, params.numberId) : undefined,
        params.status ? eq(conversations.status, params.status) : undefined,
        params.before
          ? or(
              lt(conversations.lastMessageAt, params.before.at),
              and(
                eq(conversations.lastMessageAt, params.before.at),
                lt(conversations.id, params.before.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(params.limit);

export const findConversation = async (db: Db, scope: ConversationScope, id: string) =>
  (await conversationRecords(db).where(and(eq(conversations.id, id), inScope(db, scope))))[0];

export type ConversationRecord = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

/**
 * Gives a conversation to the bot or takes it from the bot. Taking it over records why (unless a
 * reason is already there, e.g. the bot's own hand-off); giving it back clears the reason.
 * Returns false when the conversation is outside the scope.
 */
export const setConversationBot = async (
  db: Db,
  params: { scope: ConversationScope; id: string; active: boolean; takeoverReason: string },
) => {
  const updated = await db
    .update(conversations)
    .set({
      botActive: params.active,
      handoffReason: params.active
        ? null
        : sql`coalesce(${conversations.handoffReason}, ${params.takeoverReason})`,
    })
    .where(and(eq(conversations.id, params.id), inScope(db, params.scope)))
    .returning({ id: conversations.id });
  return updated.length > 0;
};
