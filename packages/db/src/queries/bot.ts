import { BOT_DEFAULTS, type SubscriptionStatus } from '@balasin/shared';
import { and, count, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared } from '../prepared.ts';
import {
  botReplies,
  botSettings,
  contacts,
  conversations,
  messages,
  whatsappNumbers,
} from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';
import { sendingStatusQuery } from './subscriptions.ts';

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

const botTurnQuery = (db: Db) =>
  db
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
      savedSettings: botSettings.numberId,
      ...settingsColumns,
      sendingStatus: sql<SubscriptionStatus | null>`(${sendingStatusQuery(
        db,
        messages.businessId,
        sql.placeholder('now'),
      )})`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, messages.numberId))
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .leftJoin(botReplies, eq(botReplies.inboundMessageId, messages.id))
    .leftJoin(botSettings, eq(botSettings.numberId, messages.numberId))
    .where(eq(messages.id, sql.placeholder('id')))
    .prepare('bot_turn');

/**
 * A customer message the bot is asked to reply to, with its conversation's bot state, its
 * number's bot settings (`getBotSettings`) and its business's sending status at `now`
 * (`sendingStatusOf`): one prepared round trip where every turn used to make three, each built
 * by Drizzle and sent unprepared.
 */
export const findBotTurn = async (db: Db, messageId: string, now: Date) => {
  const [row] = await prepared(db, botTurnQuery).execute({
    id: messageId,
    now: now.toISOString(),
  });
  if (!row) return undefined;
  const {
    savedSettings,
    enabled,
    greeting,
    awayMessage,
    businessHours,
    tone,
    threshold,
    handoffAfter,
    sendingStatus,
    ...turn
  } = row;
  const settings =
    savedSettings === null
      ? DEFAULTS
      : ({
          enabled,
          greeting,
          awayMessage,
          businessHours,
          tone,
          threshold,
          handoffAfter,
        } as BotSettings);
  return { turn, settings, sendingStatus };
};

export type BotTurn = NonNullable<Awaited<ReturnType<typeof findBotTurn>>>['turn'];

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

/*
 * The bot's reads before it answers, prepared: every turn runs them, at once, on the pool.
 * Timestamps are passed as ISO strings, as Drizzle would write them.
 */

const botMessagesSince = (db: Db) =>
  db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('conversationId')),
        gte(messages.createdAt, sql.placeholder('since')),
        eq(messages.senderKind, 'bot'),
      ),
    )
    .prepare('bot_messages_since');

/** Bot messages in a conversation since a moment (the loop guard's count). */
export const countBotMessagesSince = async (db: Db, conversationId: string, since: Date) => {
  const [row] = await prepared(db, botMessagesSince).execute({
    conversationId,
    since: since.toISOString(),
  });
  return row?.n ?? 0;
};

const messageBefore = (db: Db) =>
  db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('conversationId')),
        ne(messages.id, sql.placeholder('id')),
        or(
          lt(messages.createdAt, sql.placeholder('at')),
          and(
            eq(messages.createdAt, sql.placeholder('at')),
            lt(messages.id, sql.placeholder('id')),
          ),
        ),
      ),
    )
    .limit(1)
    .prepare('message_before');

/** True when nothing was said in the conversation before this message: a first contact. */
export const isFirstMessage = async (
  db: Db,
  message: { id: string; conversationId: string; createdAt: Date },
) =>
  (
    await prepared(db, messageBefore).execute({
      conversationId: message.conversationId,
      id: message.id,
      at: message.createdAt.toISOString(),
    })
  ).length === 0;

const historyBefore = (db: Db) =>
  db
    .select({ senderKind: messages.senderKind, body: messages.body })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, sql.placeholder('conversationId')),
        lt(messages.createdAt, sql.placeholder('before')),
      ),
    )
    .orderBy(newestFirst(messages.createdAt), newestFirst(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare('conversation_history');

/** The conversation's last messages before one, oldest first: what the answer engine reads. */
export const conversationHistory = async (
  db: Db,
  params: { conversationId: string; before: Date; limit: number },
) => {
  const rows = await prepared(db, historyBefore).execute({
    conversationId: params.conversationId,
    before: params.before.toISOString(),
    limit: params.limit,
  });
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
