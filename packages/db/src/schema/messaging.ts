import type { HandoffReason } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses, whatsappNumbers } from './businesses.ts';
import { createdAt, timestamptz } from './columns.ts';
import {
  conversationStatusEnum,
  messageDirectionEnum,
  messageStatusEnum,
  messageTypeEnum,
  senderKindEnum,
} from './enums.ts';
import { users } from './users.ts';

/** A customer of a business: one row whether WhatsApp names them by phone number or by LID. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** E.164 with '+', when known. */
    phone: text(),
    lid: text(),
    name: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contacts_business_phone_key')
      .on(t.businessId, t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex('contacts_business_lid_key')
      .on(t.businessId, t.lid)
      .where(sql`${t.lid} is not null`),
    // The inbox and contacts search: a substring of a name or phone, found without reading them
    // all. Without GIN's pending list: contacts are written rarely, and a pending list is read in
    // full by every search and made the planner prefer reading the whole table.
    index('contacts_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('contacts_phone_trgm_idx')
      .using('gin', t.phone.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/** One contact talking to one number. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    numberId: uuid()
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: conversationStatusEnum().notNull().default('open'),
    botActive: boolean().notNull().default(true),
    handoffReason: text().$type<HandoffReason>(),
    /** Customer messages in a row the bot found no answer to; an answer starts it again at 0. */
    botUnanswered: integer().notNull().default(0),
    /** When the bot last sent the away message here: once per closed period, not per message. */
    botAwayAt: timestamptz(),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** When it was last given to its assignee (or to nobody): the queue's fairness reads it. */
    assignedAt: timestamptz(),
    /** A snoozed conversation opens again at this time (null: at the customer's next message). */
    snoozedUntil: timestamptz(),
    /** The customer's messages nobody in the team has opened the conversation since. */
    unreadCount: integer().notNull().default(0),
    /** Since when the customer has waited for an answer: their first unanswered message. */
    waitingSince: timestamptz(),
    /** The last message as the list shows it (its text or its type), so the list reads one row. */
    lastMessagePreview: text(),
    lastMessageAt: timestamptz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_number_contact_key').on(t.numberId, t.contactId),
    // A contact's conversations: the search by name or phone, merging contacts.
    index('conversations_contact_idx').on(t.contactId),
    // The lists: latest activity first, per business or per number, paged by keyset.
    index('conversations_business_activity_idx').on(
      t.businessId,
      t.lastMessageAt.desc(),
      t.id.desc(),
    ),
    index('conversations_number_activity_idx').on(t.numberId, t.lastMessageAt.desc(), t.id.desc()),
    // The inbox's filters (status, assignee) over the same keyset.
    index('conversations_business_status_activity_idx').on(
      t.businessId,
      t.status,
      t.lastMessageAt.desc(),
      t.id.desc(),
    ),
    index('conversations_assignee_activity_idx').on(
      t.assigneeId,
      t.lastMessageAt.desc(),
      t.id.desc(),
    ),
    // The queue: unassigned open conversations of a business, longest waiting first.
    index('conversations_queue_idx')
      .on(t.businessId, t.waitingSince, t.id)
      .where(sql`${t.assigneeId} is null and ${t.status} = 'open'`),
  ],
);

/**
 * The table that grows (planned for 100 million rows): every read is an index range in
 * (created_at, id) order, paged by keyset, never by offset.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    numberId: uuid()
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    direction: messageDirectionEnum().notNull(),
    senderKind: senderKindEnum().notNull(),
    /** The team member who wrote an agent's message. */
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: messageTypeEnum().notNull(),
    body: text(),
    /** url, caption, filename, mime type, size, location: what the type carries. */
    media: jsonb().$type<Record<string, unknown>>(),
    status: messageStatusEnum().notNull(),
    /** WhatsApp's id of the message, once it has one. */
    externalId: text(),
    idempotencyKey: text(),
    /** SHA-256 of the request an idempotency key was first used with. */
    requestHash: text(),
    error: text(),
    /** Send attempts recorded before each driver call, so a retry after a crash knows. */
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamptz(),
    deliveredAt: timestamptz(),
    readAt: timestamptz(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    index('messages_number_idx').on(t.numberId, t.createdAt.desc(), t.id.desc()),
    // The inbox search over what was said (as Chatwoot indexes its messages).
    index('messages_body_trgm_idx').using('gin', t.body.op('gin_trgm_ops')),
    uniqueIndex('messages_number_idempotency_key')
      .on(t.numberId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('messages_number_external_key')
      .on(t.numberId, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);

/** Per-number API tokens: only a hash is kept; the prefix tells tokens apart. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    numberId: uuid()
      .notNull()
      .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz(),
    revokedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
    index('api_tokens_number_idx').on(t.numberId, t.createdAt.desc()),
  ],
);
