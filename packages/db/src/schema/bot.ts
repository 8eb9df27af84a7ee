import { BOT_DEFAULTS, type BusinessHours } from '@balasin/shared';
import { boolean, doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses, whatsappNumbers } from './businesses.ts';
import { createdAt } from './columns.ts';
import { botToneEnum } from './enums.ts';
import { conversations, messages } from './messaging.ts';

/** A number's bot, as its owner set it; a number without a row has the defaults (bot off). */
export const botSettings = pgTable('bot_settings', {
  numberId: uuid()
    .primaryKey()
    .references(() => whatsappNumbers.id, { onDelete: 'cascade' }),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(BOT_DEFAULTS.enabled),
  /** Sent once, to a customer's first message. */
  greeting: text(),
  /** Sent outside business hours, once per closed period. */
  awayMessage: text(),
  /** Null: always open. */
  businessHours: jsonb().$type<BusinessHours>(),
  tone: botToneEnum().notNull().default(BOT_DEFAULTS.tone),
  threshold: doublePrecision().notNull().default(BOT_DEFAULTS.threshold),
  handoffAfter: integer().notNull().default(BOT_DEFAULTS.handoffAfter),
  updatedAt: createdAt(),
});

/**
 * What the bot did about one customer message, written with its reply in one transaction: a job
 * that runs again (a retry, a second worker) finds it and sends nothing twice.
 */
export const botReplies = pgTable('bot_replies', {
  inboundMessageId: uuid()
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  conversationId: uuid()
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  /** answered | greeted | away | handed_off | unanswered | acknowledged | rate_limited | skipped | held_subscription_ended */
  outcome: text().notNull(),
  createdAt: createdAt(),
});
