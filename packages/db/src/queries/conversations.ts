import type { ConversationStatus } from '@balasin/shared';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  businesses,
  contacts,
  conversations,
  messages,
  users,
  whatsappNumbers,
} from '../schema/index.ts';
import { conversationHasLabel, conversationLabelsJson } from './labels.ts';
import { newestFirst } from './newest-first.ts';

const assignees = alias(users, 'assignee');

/**
 * Who reads: a member of a business (signed in) sees every conversation of that business; an
 * API token sees its own number's. Anything outside the scope is simply not found.
 */
export type ConversationScope = { businessId: string } | { numberId: string };

const inScope = (_db: Db, scope: ConversationScope): SQL | undefined =>
  'businessId' in scope
    ? eq(conversations.businessId, scope.businessId)
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
      assigneeName: assignees.name,
      snoozedUntil: conversations.snoozedUntil,
      unreadCount: conversations.unreadCount,
      waitingSince: conversations.waitingSince,
      lastMessagePreview: conversations.lastMessagePreview,
      lastMessageAt: conversations.lastMessageAt,
      numberName: whatsappNumbers.name,
      contactId: contacts.id,
      contactPhone: contacts.phone,
      contactLid: contacts.lid,
      contactName: contacts.name,
      labels: conversationLabelsJson,
    })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    // A deleted number's conversations go with it.
    .innerJoin(
      whatsappNumbers,
      and(eq(whatsappNumbers.id, conversations.numberId), isNull(whatsappNumbers.deletedAt)),
    )
    .leftJoin(assignees, eq(assignees.id, conversations.assigneeId));

/** `%text%` for ILIKE, with the pattern's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The contact's name or phone, or any message of the conversation, contains the text. */
const matching = (text: string): SQL => {
  const pattern = containing(text);
  return sql`(exists (select 1 from ${contacts} where ${contacts.id} = ${conversations.contactId}
      and (${contacts.name} ilike ${pattern} or ${contacts.phone} ilike ${pattern}))
    or exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id}
      and ${messages.body} ilike ${pattern}))`;
};

/** On a number that still exists (a deleted number's conversations go with it). */
const onLiveNumber = sql`exists (select 1 from ${whatsappNumbers}
  where ${whatsappNumbers.id} = ${conversations.numberId} and ${whatsappNumbers.deletedAt} is null)`;

/**
 * Latest activity first, by keyset (last_message_at, id). The page's ids are chosen from the
 * conversations alone, along the index, and only then joined to their contacts, numbers and
 * assignees: joined first, a business holding most of the table made PostgreSQL hash all its
 * conversations and sort them (94 ms for a page of 100,000, instead of under a millisecond).
 */
export const listConversations = (
  db: Db,
  params: {
    scope: ConversationScope;
    numberId?: string;
    status?: ConversationStatus;
    /** A person's conversations, or (null) the ones nobody has. */
    assigneeId?: string | null;
    /** Contact name, phone or message text. */
    search?: string;
    /** Conversations carrying this label (of the scope's business). */
    labelId?: string;
    before?: { at: Date; id: string };
    limit: number;
  },
) => {
  const page = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        inScope(db, params.scope),
        onLiveNumber,
        params.numberId ? eq(conversations.numberId, params.numberId) : undefined,
        params.status ? eq(conversations.status, params.status) : undefined,
        params.assigneeId === null
          ? isNull(conversations.assigneeId)
          : params.assigneeId
            ? eq(conversations.assigneeId, params.assigneeId)
            : undefined,
        params.search ? matching(params.search) : undefined,
        params.labelId ? conversationHasLabel(params.labelId) : undefined,
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
    .orderBy(newestFirst(conversations.lastMessageAt), newestFirst(conversations.id))
    .limit(params.limit);
  return conversationRecords(db)
    .where(inArray(conversations.id, page))
    .orderBy(newestFirst(conversations.lastMessageAt), newestFirst(conversations.id));
};

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
