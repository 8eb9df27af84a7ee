import type { HandoffReason } from '@balasin/shared';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt } from './columns.ts';
import { conversationEventKindEnum } from './enums.ts';
import { conversations } from './messaging.ts';
import { users } from './users.ts';

/**
 * When the bot handed a conversation to a person, and when a person gave it back: the thread
 * shows these moments among the messages. The conversation's row keeps only the latest reason.
 */
export const conversationEvents = pgTable(
  'conversation_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: conversationEventKindEnum().notNull(),
    /** Why a hand-off happened; null for a hand-back. */
    reason: text().$type<HandoffReason>(),
    /** The team member who did it; null for the bot, the WhatsApp phone or an API token. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // The thread's pages read them by time, as they read the notes.
  (t) => [
    index('conversation_events_conversation_idx').on(
      t.conversationId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);
