import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt } from './columns.ts';
import { labelColorEnum } from './enums.ts';
import { contacts, conversations } from './messaging.ts';
import { users } from './users.ts';

/** A business's labels (name and colour), put on conversations and contacts. */
export const labels = pgTable(
  'labels',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    color: labelColorEnum().notNull(),
    createdAt: createdAt(),
  },
  // "VIP" and "vip" would read as one label in a menu.
  (t) => [uniqueIndex('labels_business_name_key').on(t.businessId, sql`lower(${t.name})`)],
);

/**
 * Which labels a conversation carries. The inbox's label filter walks the conversations'
 * activity index and looks each up in `(label_id, conversation_id)` (a common label), or reads
 * that index first (a rare one): the planner picks by the label's share.
 */
export const conversationLabels = pgTable(
  'conversation_labels',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    labelId: uuid()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.labelId] }),
    index('conversation_labels_label_idx').on(t.labelId, t.conversationId),
  ],
);

export const contactLabels = pgTable(
  'contact_labels',
  {
    contactId: uuid()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    labelId: uuid()
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.labelId] }),
    index('contact_labels_label_idx').on(t.labelId, t.contactId),
  ],
);

/**
 * The team's private notes on a conversation. A table of their own, not rows of `messages`:
 * nothing that sends, lists messages to the API, fires webhooks or feeds the bot reads it, so a
 * note cannot reach the customer or a third party by a missed filter.
 */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_notes_conversation_idx').on(
      t.conversationId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);
