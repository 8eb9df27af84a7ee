import type {
  HandoffReason,
  MessageDirection,
  MessageStatus,
  MessageType,
  SenderKind,
} from '@balasin/shared';
import { INBOX } from '@balasin/shared/inbox';
import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  businesses,
  contacts,
  conversations,
  messages,
  subscriptions,
  whatsappNumbers,
} from '../schema/index.ts';
import { activeAt } from './active-subscription.ts';
import { newestFirst } from './newest-first.ts';

export type Peer = {
  phone?: string | undefined;
  lid?: string | undefined;
  name?: string | undefined;
};

export const countContacts = async (db: Db, businessId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(eq(contacts.businessId, businessId));
  return row?.n ?? 0;
};

/** What the inbox's list shows of a message: its text, or its kind when it has none. */
export const messagePreview = (type: MessageType, body: string | null) =>
  (body?.trim() || `[${type}]`).slice(0, INBOX.previewMax);

/**
 * The conversation of a number and a contact, opened on first contact; its activity moves on.
 * A customer's message counts as unread and starts their wait (if not waiting already), and
 * opens the conversation again if it was pending, resolved or snoozed (someone should look now);
 * a resolved or snoozed one whose assignee is offline goes back to the queue rather than waiting
 * for them. An answer from the business ends the wait, and has read what it answers: the one
 * outbound caller is the number's own phone, whose person read the customer's messages there.
 */
export const touchConversation = async (
  db: Db,
  params: {
    businessId: string;
    numberId: string;
    contactId: string;
    at: Date;
    /**
     * The server's clock: whether the assignee is online is a question about now, not about
     * the message's own time (WhatsApp may deliver a message long after it was written).
     */
    now: Date;
    direction: MessageDirection;
    preview: string;
    /** A new conversation starts with a person, not the bot, for this reason. */
    withoutBot?: HandoffReason;
  },
) => {
  const { withoutBot, at, now, direction, preview, ...keys } = params;
  const inbound = direction === 'inbound';
  const [row] = await db
    .insert(conversations)
    .values({
      ...keys,
      lastMessageAt: at,
      lastMessagePreview: preview,
      ...(inbound ? { unreadCount: 1, waitingSince: at } : {}),
      ...(withoutBot ? { botActive: false, handoffReason: withoutBot } : {}),
    })
    .onConflictDoUpdate({
      target: [conversations.numberId, conversations.contactId],
      set: {
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, excluded.last_message_at)`,
        lastMessagePreview: sql`excluded.last_message_preview`,
        ...(inbound
          ? {
              unreadCount: sql`${conversations.unreadCount} + 1`,
              waitingSince: sql`coalesce(${conversations.waitingSince}, excluded.waiting_since)`,
              status: sql`case when ${conversations.status} in ('pending', 'resolved', 'snoozed') then 'open'::conversation_status else ${conversations.status} end`,
              snoozedUntil: null,
              assigneeId: sql`case when ${conversations.status} in ('resolved', 'snoozed')
                and not exists (select 1 from memberships m where m.user_id = ${conversations.assigneeId}
                  and m.business_id = ${conversations.businessId} and m.online_until > ${now.toISOString()}::timestamptz)
                then null else ${conversations.assigneeId} end`,
            }
          : { waitingSince: null, unreadCount: 0 }),
      },
    })
    .returning({
      id: conversations.id,
      botActive: conversations.botActive,
      status: conversations.status,
      assigneeId: conversations.assigneeId,
    });
  if (!row) throw new Error('upsert into conversations returned no row');
  return row;
};

export type NewMessage = {
  /** Chosen ahead only when something stored with the message must name it (an attachment's link). */
  id?: string;
  businessId: string;
  numberId: string;
  conversationId: string;
  contactId: string;
  direction: MessageDirection;
  senderKind: SenderKind;
  /** The team member who wrote an agent's message. */
  authorId?: string;
  type: MessageType;
  body: string | null;
  media: Record<string, unknown> | null;
  status: MessageStatus;
  externalId?: string;
  idempotencyKey?: string;
  requestHash?: string;
  createdAt: Date;
};

/** Inserts a message; an inbound one WhatsApp delivers twice (same external id) is kept once. */
export const insertMessage = async (db: Db, message: NewMessage) => {
  const [row] = await db
    .insert(messages)
    .values(message)
    .onConflictDoNothing({
      target: [messages.numberId, messages.externalId],
      where: sql`${messages.externalId} is not null`,
    })
    .returning({ id: messages.id });
  return row?.id ?? null;
};

/** `messageRecords`' columns, for a statement that reads a message with something more. */
export const messageRecordColumns = {
  id: messages.id,
  businessId: messages.businessId,
  numberId: messages.numberId,
  conversationId: messages.conversationId,
  contactId: messages.contactId,
  direction: messages.direction,
  senderKind: messages.senderKind,
  type: messages.type,
  body: messages.body,
  media: messages.media,
  status: messages.status,
  error: messages.error,
  externalId: messages.externalId,
  attempts: messages.attempts,
  requestHash: messages.requestHash,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
  deliveredAt: messages.deliveredAt,
  readAt: messages.readAt,
  numberPhone: whatsappNumbers.number,
  numberTest: whatsappNumbers.test,
  contactPhone: contacts.phone,
  contactLid: contacts.lid,
};

/** One message with the addresses it travelled between (the contract's `to` and `from`). */
export const messageRecords = (db: Db) =>
  db
    .select(messageRecordColumns)
    .from(messages)
    .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, messages.numberId))
    .innerJoin(contacts, eq(contacts.id, messages.contactId));

export const findMessage = async (db: Db, id: string) =>
  (await messageRecords(db).where(eq(messages.id, id)))[0];

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** Newest first, by keyset (created_at, id): page N costs what page 1 does at any table size. */
export const listNumberMessages = (
  db: Db,
  params: {
    numberId: string;
    contactPhone?: string;
    direction?: MessageDirection;
    senderKind?: SenderKind;
    before?: { at: Date; id: string };
    limit: number;
  },
) =>
  messageRecords(db)
    .where(
      and(
        eq(messages.numberId, params.numberId),
        params.direction ? eq(messages.direction, params.direction) : undefined,
        params.senderKind ? eq(messages.senderKind, params.senderKind) : undefined,
        params.contactPhone ? eq(contacts.phone, params.contactPhone) : undefined,
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

/** A message accepted with this key on this number, to answer the same request the same way. */
export const findByIdempotencyKey = async (db: Db, numberId: string, key: string) =>
  (
    await messageRecords(db).where(
      and(eq(messages.numberId, numberId), eq(messages.idempotencyKey, key)),
    )
  )[0];

/** A key older than its 24 hours is free again: the old message keeps no claim on it. */
export const releaseIdempotencyKey = async (db: Db, messageId: string) => {
  await db.update(messages).set({ idempotencyKey: null }).where(eq(messages.id, messageId));
};

/** The package of the business's first active subscription at `now`, or null. */
export const activePackageOf = async (db: Db, businessId: string, now: Date) => {
  const [row] = await db
    .select({ package: subscriptions.package })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .where(and(eq(subscriptions.businessId, businessId), activeAt(now)))
    .orderBy(asc(subscriptions.createdAt))
    .limit(1);
  return row?.package ?? null;
};
