import type { ConversationStatus, HandoffReason } from '@balasin/shared';
import { and, eq, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  businesses,
  contacts,
  conversations,
  messages,
  users,
  whatsappNumbers,
} from '../schema/index.ts';
import { recordConversationEvent } from './conversation-events.ts';
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

/**
 * The contact's name or phone, or any message of the conversation, contains the text: asked of
 * each conversation in turn, so it suits a text that most conversations hold (a page is found
 * among the newest).
 */
const matching = (pattern: string): SQL =>
  sql`(exists (select 1 from ${contacts} where ${contacts.id} = ${conversations.contactId}
      and (${contacts.name} ilike ${pattern} or ${contacts.phone} ilike ${pattern}))
    or exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id}
      and ${messages.body} ilike ${pattern}))`;

/**
 * Past this many conversations holding the text, walking the newest (`matching`) finds a page
 * sooner than sorting every match; below it, the matches found through the trigram indexes are
 * the page's candidates. A phone, a name or a rare word is a handful of conversations: asked of
 * each conversation in turn, that read all 100,000 of a big business (206 ms at p95).
 */
const SEARCH_CANDIDATES_MAX = 2000;

/** Trigram indexes only help from three characters on. */
const TRIGRAM_MIN = 3;

/**
 * Up to `max` matches in scope (a conversation may come more than once): conversations whose
 * contact's name or phone, or one of whose messages, contains the text, through the trigram
 * indexes on contacts and messages.
 */
const searchCandidates = (db: Db, scope: ConversationScope, pattern: string, max: number) => {
  const byContact = db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(contacts, eq(contacts.id, conversations.contactId))
    .where(
      and(inScope(db, scope), or(ilike(contacts.name, pattern), ilike(contacts.phone, pattern))),
    );
  const byMessage = db
    .select({ id: messages.conversationId })
    .from(messages)
    .where(
      and(
        'businessId' in scope
          ? eq(messages.businessId, scope.businessId)
          : eq(messages.numberId, scope.numberId),
        ilike(messages.body, pattern),
      ),
    );
  // UNION ALL streams and stops at the limit; UNION would collect every match to drop repeats.
  return unionAll(byContact, byMessage).limit(max);
};

/** On a number that still exists (a deleted number's conversations go with it). */
const onLiveNumber = sql`exists (select 1 from ${whatsappNumbers}
  where ${whatsappNumbers.id} = ${conversations.numberId} and ${whatsappNumbers.deletedAt} is null)`;

/** The conversations a search walks first, newest first, before it turns to the indexes. */
const SEARCH_WALK_MAX = 100;

export type ConversationListParams = {
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
};

/**
 * Latest activity first, by keyset (last_message_at, id). The page's ids are chosen from the
 * conversations alone, along the index, and only then joined to their contacts, numbers and
 * assignees: joined first, a business holding most of the table made PostgreSQL hash all its
 * conversations and sort them (94 ms for a page of 100,000, instead of under a millisecond).
 *
 * A search takes the cheapest of three ways, each giving the same page: a word most conversations
 * hold fills the page among the newest few hundred; a phone, a name or a rarer word is found
 * through the trigram indexes (up to 2,000 matches); past that, or for a text too short for
 * trigrams, every conversation is asked in turn, newest first, until the page is full.
 */
export const listConversations = async (db: Db, params: ConversationListParams) => {
  const filters = and(
    inScope(db, params.scope),
    onLiveNumber,
    params.numberId ? eq(conversations.numberId, params.numberId) : undefined,
    params.status ? eq(conversations.status, params.status) : undefined,
    params.assigneeId === null
      ? isNull(conversations.assigneeId)
      : params.assigneeId
        ? eq(conversations.assigneeId, params.assigneeId)
        : undefined,
    params.labelId ? conversationHasLabel(params.labelId) : undefined,
    // A row comparison is one range of the activity indexes; `at < x or (at = x and id < y)`
    // made a page deep in the list filter its way there.
    params.before
      ? sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${params.before.at.toISOString()}::timestamptz, ${params.before.id}::uuid)`
      : undefined,
  );
  const ids = (condition: SQL | undefined, limit: number) =>
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(filters, condition))
      .orderBy(newestFirst(conversations.lastMessageAt), newestFirst(conversations.id))
      .limit(limit);
  const pageOf = (condition?: SQL) =>
    conversationRecords(db)
      .where(inArray(conversations.id, ids(condition, params.limit)))
      .orderBy(newestFirst(conversations.lastMessageAt), newestFirst(conversations.id));

  if (!params.search) return pageOf();
  const pattern = containing(params.search);
  if (params.search.length < TRIGRAM_MIN) return pageOf(matching(pattern));
  const amongNewest = await pageOf(
    and(inArray(conversations.id, ids(undefined, SEARCH_WALK_MAX)), matching(pattern)),
  );
  // A full page among the newest is the page: every conversation after them is older.
  if (amongNewest.length === params.limit) return amongNewest;
  const found = await searchCandidates(db, params.scope, pattern, SEARCH_CANDIDATES_MAX + 1);
  if (found.length > SEARCH_CANDIDATES_MAX) return pageOf(matching(pattern));
  if (found.length === 0) return [];
  // A conversation found by its contact and by a message, or by several messages, counts once.
  return pageOf(inArray(conversations.id, [...new Set(found.map((row) => row.id))]));
};

export const findConversation = async (db: Db, scope: ConversationScope, id: string) =>
  (await conversationRecords(db).where(and(eq(conversations.id, id), inScope(db, scope))))[0];

export type ConversationRecord = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

/**
 * Gives a conversation to the bot or takes it from the bot, and records the moment for its
 * thread (by `actorId`: none for an API token). Taking it over records why; giving it back
 * clears the reason. Answers whether the conversation is in the scope and whether it changed
 * (asking for what already is changes nothing). Call inside a transaction.
 */
export const setConversationBot = async (
  db: Db,
  params: {
    scope: ConversationScope;
    id: string;
    active: boolean;
    takeoverReason: HandoffReason;
    actorId: string | null;
    at: Date;
  },
) => {
  const [changed] = await db
    .update(conversations)
    .set({
      botActive: params.active,
      handoffReason: params.active ? null : params.takeoverReason,
    })
    .where(
      and(
        eq(conversations.id, params.id),
        inScope(db, params.scope),
        ne(conversations.botActive, params.active),
      ),
    )
    .returning({ businessId: conversations.businessId, numberId: conversations.numberId });
  if (changed) {
    await recordConversationEvent(db, {
      businessId: changed.businessId,
      conversationId: params.id,
      kind: params.active ? 'handback' : 'handoff',
      reason: params.active ? null : params.takeoverReason,
      actorId: params.actorId,
      at: params.at,
    });
    return { found: true, changed };
  }
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, params.id), inScope(db, params.scope)));
  return { found: existing !== undefined, changed: null };
};
