import { BOT_DEFAULTS } from '@balasin/shared';
import { and, count, eq, gte, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  botReplies,
  botSettings,
  contacts,
  conversations,
  messages,
  whatsappNumbers,
} from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';

export type BotSettings = {
  enabled: boolean;
  greeting: string | null;
  awayMessage: string | null;
  businessHours: typeof botSettings.$inferSelect.businessHours;
  tone: typeof botSettings.$inferSelect.tone;
  threshold: number;
  handoffAfter: number;
};

const DEFAULTS: BotSettings = { ...BOT_DEFAULTS };

const settingsColumns = {
  enabled: botSettings.enabled,
  greeting: botSettings.greeting,
  awayMessage: botSettings.awayMessage,
  businessHours: botSettings.businessHours,
  tone: botSettings.tone,
  threshold: botSettings.threshold,
  handoffAfter: botSettings.handoffAfter,
};

/** A number's bot settings; the defaults (bot off) until its owner saves some. */
export const getBotSettings = async (db: Db, numberId: string): Promise<BotSettings> =>
  (
    await db.select(settingsColumns).from(botSettings).where(eq(botSettings.numberId, numberId))
  )[0] ?? DEFAULTS;

/** Saves the fields given, keeps the others; answers the whole. */
export const saveBotSettings = async (
  db: Db,
  params: { numberId: string; businessId: string; changes: Partial<BotSettings>; now: Date },
): Promise<BotSettings> => {
  const [row] = await db
    .insert(botSettings)
    .values({
      ...DEFAULTS,
      ...params.changes,
      numberId: params.numberId,
      businessId: params.businessId,
    })
    .onConflictDoUpdate({
      target: botSettings.numberId,
      set: { ...params.changes, updatedAt: params.now },
    })
    .returning(settingsColumns);
  if (!row) throw new Error('upsert into bot_settings returned no row');
  return row;
};

/** Whether the bot answers on this number (the pipeline asks for every message it stores). */
export const isBotEnabled = async (db: Db, numberId: string) =>
  (
    await db
      .select({ enabled: botSettings.enabled })
      .from(botSettings)
      .where(eq(botSettings.numberId, numberId))
  )[0]?.enabled ?? false;

/** A customer message the bot is asked to reply to, with its conversation's bot state. */
export const findBotTurn = async (db: Db, messageId: string) =>
  (
    await db
      .select({
        id: messages.id,
        businessId: messages.businessId,
        numberId: messages.numberId,
        conversationId: messages.conversationId,
        contactId: messages.contactId,
        direction: messages.direction,
        type: messages.type,
        body: messages.body,
        createdAt: messages.createdAt,
        botActive: conversations.botActive,
        unanswered: conversations.botUnanswered,
        awayAt: conversations.botAwayAt,
        replied: botReplies.outcome,
        numberName: whatsappNumbers.name,
        contactPhone: contacts.phone,
        contactName: contacts.name,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, messages.numberId))
      .innerJoin(contacts, eq(contacts.id, messages.contactId))
      .leftJoin(botReplies, eq(botReplies.inboundMessageId, messages.id))
      .where(eq(messages.id, messageId))
  )[0];

export type BotTurn = NonNullable<Awaited<ReturnType<typeof findBotTurn>>>;

/** The conversation's bot state, read again (and locked) inside the transaction that replies. */
export const lockConversationBot = async (db: Db, conversationId: string) =>
  (
    await db
      .select({
        botActive: conversations.botActive,
        unanswered: conversations.botUnanswered,
        awayAt: conversations.botAwayAt,
        assigneeId: conversations.assigneeId,
      })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('update')
  )[0];

/**
 * Claims a customer message for the bot's reply; false when an earlier run already did (its
 * reply is on its way, or it decided to stay silent): nothing is sent twice.
 */
export const claimBotReply = async (
  db: Db,
  params: { inboundMessageId: string; conversationId: string; outcome: string; at: Date },
) => {
  const rows = await db
    .insert(botReplies)
    .values({
      inboundMessageId: params.inboundMessageId,
      conversationId: params.conversationId,
      outcome: params.outcome,
      createdAt: params.at,
    })
    .onConflictDoNothing()
    .returning({ id: botReplies.inboundMessageId });
  return rows.length > 0;
};

/** Bot messages in a conversation since a moment (the loop guard's count). */
export const countBotMessagesSince = async (db: Db, conversationId: string, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gte(messages.createdAt, since),
        eq(messages.senderKind, 'bot'),
      ),
    );
  return row?.n ?? 0;
};

/** True when nothing was said in the conversation before this message: a first contact. */
export const isFirstMessage = async (
  db: Db,
  message: { id: string; conversationId: string; createdAt: Date },
) =>
  (
    await db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, message.conversationId),
          ne(messages.id, message.id),
          or(
            lt(messages.createdAt, message.createdAt),
            and(eq(messages.createdAt, message.createdAt), lt(messages.id, message.id)),
          ),
        ),
      )
      .limit(1)
  ).length === 0;

/** The conversation's last messages before one, oldest first: what the answer engine reads. */
export const conversationHistory = async (
  db: Db,
  params: { conversationId: string; before: Date; limit: number },
) => {
  const rows = await db
    .select({ senderKind: messages.senderKind, body: messages.body })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, params.conversationId),
        lt(messages.createdAt, params.before),
      ),
    )
    .orderBy(newestFirst(messages.createdAt), newestFirst(messages.id))
    .limit(params.limit);
  return rows.reverse();
};

/** The bot's counters after a turn: unanswered messages in a row, the last away message. */
export const updateConversationBot = async (
  db: Db,
  conversationId: string,
  changes: { unanswered?: number; awayAt?: Date },
) => {
  if (changes.unanswered === undefined && !changes.awayAt) return;
  await db
    .update(conversations)
    .set({
      ...(changes.unanswered === undefined ? {} : { botUnanswered: changes.unanswered }),
      ...(changes.awayAt ? { botAwayAt: changes.awayAt } : {}),
    })
    .where(eq(conversations.id, conversationId));
};

/**
 * Takes a conversation from the bot for a reason. Answers false when the bot was already off
 * there: the owner hears of a hand-off once, not once per message.
 */
export const handConversationOver = async (db: Db, conversationId: string, reason: string) => {
  const rows = await db
    .update(conversations)
    .set({ botActive: false, handoffReason: reason, botUnanswered: 0 })
    .where(and(eq(conversations.id, conversationId), eq(conversations.botActive, true)))
    .returning({ id: conversations.id });
  return rows.length > 0;
};

/** The outbound message of a number with this WhatsApp id, if Balasin queued it. */
export const findOutboundByExternalId = async (db: Db, numberId: string, externalId: string) =>
  (
    await db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.numberId, numberId),
          eq(messages.externalId, externalId),
          eq(messages.direction, 'outbound'),
        ),
      )
  )[0];
