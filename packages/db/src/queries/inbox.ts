import type { ConversationStatus } from '@balasin/shared';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  contacts,
  conversations,
  memberships,
  messages,
  users,
  whatsappNumbers,
} from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';

type InBusiness = { businessId: string; id: string };

const ofBusiness = ({ businessId, id }: InBusiness) =>
  and(eq(conversations.id, id), eq(conversations.businessId, businessId));

/** Someone in the team opened the conversation: its customer messages are read. */
export const markConversationRead = async (db: Db, params: InBusiness) =>
  (
    await db
      .update(conversations)
      .set({ unreadCount: 0 })
      .where(ofBusiness(params))
      .returning({ id: conversations.id })
  ).length > 0;

/**
 * Moves a conversation to a status. Snoozing keeps a time to wake at (none: the customer's next
 * message wakes it); any other status drops it. False when the conversation is not the business's.
 */
export const setConversationStatus = async (
  db: Db,
  params: InBusiness & { status: ConversationStatus; snoozedUntil?: Date | null },
) =>
  (
    await db
      .update(conversations)
      .set({
        status: params.status,
        snoozedUntil: params.status === 'snoozed' ? (params.snoozedUntil ?? null) : null,
      })
      .where(ofBusiness(params))
      .returning({ id: conversations.id })
  ).length > 0;

export type AssignOutcome = 'assigned' | 'not-found' | 'not-member';

/** Gives a conversation to a member of its business, or (null) to nobody. */
export const assignConversation = async (
  db: Db,
  params: InBusiness & { assigneeId: string | null; at: Date },
): Promise<AssignOutcome> => {
  const member = params.assigneeId
    ? sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${params.assigneeId}
        and ${memberships.businessId} = ${params.businessId})`
    : sql`true`;
  const [row] = await db
    .update(conversations)
    .set({
      assigneeId: sql`case when ${member} then ${params.assigneeId}::uuid else ${conversations.assigneeId} end`,
      assignedAt: sql`case when ${member} then ${params.at.toISOString()}::timestamptz else ${conversations.assignedAt} end`,
    })
    .where(ofBusiness(params))
    .returning({ ok: sql<boolean>`${member}` });
  if (!row) return 'not-found';
  return row.ok ? 'assigned' : 'not-member';
};

/** The team as the inbox names them: who can be given a conversation, and who wrote a message. */
export const listInboxMembers = (db: Db, businessId: string, now: Date) =>
  db
    .select({
      id: users.id,
      name: users.name,
      role: memberships.role,
      capacity: memberships.capacity,
      online: sql<boolean>`coalesce(${memberships.onlineUntil} > ${now.toISOString()}::timestamptz, false)`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(users.name, users.id);

const threadMessageRecords = (db: Db) =>
  db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      direction: messages.direction,
      senderKind: messages.senderKind,
      authorId: messages.authorId,
      authorName: users.name,
      type: messages.type,
      body: messages.body,
      media: messages.media,
      status: messages.status,
      error: messages.error,
      createdAt: messages.createdAt,
      sentAt: messages.sentAt,
      deliveredAt: messages.deliveredAt,
      readAt: messages.readAt,
      numberPhone: whatsappNumbers.number,
      contactPhone: contacts.phone,
      contactLid: contacts.lid,
    })
    .from(messages)
    .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, messages.numberId))
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .leftJoin(users, eq(users.id, messages.authorId));

/** A conversation's messages, newest first, by keyset (created_at, id), with who wrote each. */
export const listThreadMessages = (
  db: Db,
  params: InBusiness & { before?: { at: Date; id: string }; limit: number },
) =>
  threadMessageRecords(db)
    .where(
      and(
        eq(messages.conversationId, params.id),
        eq(messages.businessId, params.businessId),
        params.before
          ? or(
              lt(messages.createdAt, params.before.at),
              and(eq(messages.createdAt, params.before.at), lt(messages.id, params.before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(newestFirst(messages.createdAt), newestFirst(messages.id))
    .limit(params.limit);

export const findThreadMessage = async (db: Db, businessId: string, id: string) =>
  (
    await threadMessageRecords(db).where(
      and(eq(messages.id, id), eq(messages.businessId, businessId)),
    )
  )[0];

export type ThreadMessageRow = Awaited<ReturnType<typeof listThreadMessages>>[number];

/**
 * The business wrote (an agent, the bot or its own systems): the list shows it, and the customer
 * no longer waits, unless what was written hands them over to a person (`answered` false).
 */
export const noteOutboundActivity = (
  db: Db,
  params: { conversationId: string; preview: string; at: Date; answered: boolean },
) =>
  db
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${params.at.toISOString()}::timestamptz)`,
      lastMessagePreview: params.preview,
      ...(params.answered ? { waitingSince: null } : {}),
    })
    .where(eq(conversations.id, params.conversationId));

/** Snoozed conversations whose time has come open again; answers them for the live lists. */
export const wakeSnoozedConversations = (db: Db, now: Date) =>
  db
    .update(conversations)
    .set({ status: 'open', snoozedUntil: null })
    .where(and(eq(conversations.status, 'snoozed'), lte(conversations.snoozedUntil, now)))
    .returning({
      id: conversations.id,
      businessId: conversations.businessId,
      numberId: conversations.numberId,
    });

/** The conversation an agent's reply goes to: its number and contact, if it is the business's. */
export const findReplyTarget = async (db: Db, params: InBusiness) =>
  (
    await db
      .select({
        id: conversations.id,
        numberId: conversations.numberId,
        contactId: conversations.contactId,
        botActive: conversations.botActive,
      })
      .from(conversations)
      .where(ofBusiness(params))
  )[0];

/** The person has an inbox open: they count as online until `until` unless it is renewed. */
export const renewPresence = (
  db: Db,
  params: { userId: string; businessId: string; until: Date },
) =>
  db
    .update(memberships)
    .set({ onlineUntil: params.until })
    .where(
      and(eq(memberships.userId, params.userId), eq(memberships.businessId, params.businessId)),
    );
