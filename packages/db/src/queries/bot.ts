import { BOT_DEFAULTS, type HandoffReason } from '@balasin/shared';
import { and, count, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared, runStatement, type Statement } from '../prepared.ts';
import {
  botReplies,
  botSettings,
  contacts,
  conversations,
  messages,
  whatsappNumbers,
} from '../schema/index.ts';
import { recordConversationEvent } from './conversation-events.ts';
import { newestFirst } from './newest-first.ts';
import { sendingStatusColumn } from './subscriptions.ts';

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
      // Null when the owner saved none (left join): the defaults apply.
      settings: settingsColumns,
      sendingStatus: sendingStatusColumn(db, messages.businessId),
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
  const { settings, sendingStatus, ...turn } = row;
  return { turn, settings: settings ?? DEFAULTS, sendingStatus };
};

export type BotTurn = NonNullable<Awaited<ReturnType<typeof findBotTurn>>>['turn'];

/**
 * The claim on a customer message ($1) for the bot's reply, under the lock of its conversation
 * ($2): the conversation's bot state is read again and locked, and the claim records the
 * outcome ($3, at $4), or `skipped` when the bot is no longer active there. No claim when an
 * earlier run already made one (its reply is on its way, or it decided to stay silent): nothing
 * is sent twice. One prepared round trip for what were two built by Drizzle.
 */
const CLAIM_TURN: Statement = {
  name: 'bot_claim_turn',
  text: `with state as (
      select bot_active, assignee_id from conversations where id = $2::uuid for update
    ), claim as (
      insert into bot_replies (inbound_message_id, conversation_id, outcome, created_at)
      values ($1::uuid, $2::uuid,
        case when coalesce((select bot_active from state), false) then $3 else 'skipped' end,
        $4::timestamptz)
      on conflict do nothing
      returning inbound_message_id
    )
    select coalesce((select bot_active from state), false) as bot_active,
      (select assignee_id from state) as assignee_id,
      exists (select 1 from claim) as claimed`,
};

/** Call inside the transaction that replies: the lock holds until it ends. */
export const claimBotTurn = async (
  tx: Db,
  params: { inboundMessageId: string; conversationId: string; outcome: string; at: Date },
) => {
  const [row] = await runStatement<{
    bot_active: boolean;
    assignee_id: string | null;
    claimed: boolean;
  }>(tx, CLAIM_TURN, [
    params.inboundMessageId,
    params.conversationId,
    params.outcome,
    params.at.toISOString(),
  ]);
  return {
    botActive: row?.bot_active === true,
    assigneeId: row?.assignee_id ?? null,
    claimed: row?.claimed === true,
  };
};

/**
 * The bot's reply ($5, at $6) inserted, and its conversation ($3) moved on in the same
 * statement: the activity and the inbox's preview ($7), the customer's wait ended when the reply
 * answers ($8), the bot's counters when given (unanswered $9, the away message's time $10).
 */
const BOT_REPLY: Statement = {
  name: 'bot_reply',
  text: `with message as (
      insert into messages (business_id, number_id, conversation_id, contact_id, direction,
        sender_kind, type, body, status, created_at)
      values ($1::uuid, $2::uuid, $3::uuid, $4::uuid, 'outbound', 'bot', 'text', $5, 'queued',
        $6::timestamptz)
      returning id
    ), touched as (
      update conversations set last_message_at = greatest(last_message_at, $6::timestamptz),
        last_message_preview = $7,
        waiting_since = case when $8::boolean then null else waiting_since end,
        bot_unanswered = coalesce($9::integer, bot_unanswered),
        bot_away_at = coalesce($10::timestamptz, bot_away_at)
      where id = $3::uuid
    )
    select id from message`,
};

/** Answers the reply's id, for its send job. */
export const insertBotReply = async (
  tx: Db,
  params: {
    businessId: string;
    numberId: string;
    conversationId: string;
    contactId: string;
    text: string;
    preview: string;
    at: Date;
    answered: boolean;
    counters: { unanswered?: number; awayAt?: Date };
  },
) => {
  const [row] = await runStatement<{ id: string }>(tx, BOT_REPLY, [
    params.businessId,
    params.numberId,
    params.conversationId,
    params.contactId,
    params.text,
    params.at.toISOString(),
    params.preview,
    params.answered,
    params.counters.unanswered ?? null,
    params.counters.awayAt?.toISOString() ?? null,
  ]);
  if (!row) throw new Error('insert into messages returned no row');
  return row.id;
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

/**
 * The bot's counters after a turn: unanswered messages in a row, the last away message; and
 * `settled` when the customer's message needed no reply (a thank-you), so they wait for nobody.
 */
export const updateConversationBot = async (
  db: Db,
  conversationId: string,
  changes: { unanswered?: number; awayAt?: Date; settled?: boolean },
) => {
  if (changes.unanswered === undefined && !changes.awayAt && !changes.settled) return;
  await db
    .update(conversations)
    .set({
      ...(changes.unanswered === undefined ? {} : { botUnanswered: changes.unanswered }),
      ...(changes.awayAt ? { botAwayAt: changes.awayAt } : {}),
      ...(changes.settled ? { waitingSince: null } : {}),
    })
    .where(eq(conversations.id, conversationId));
};

/**
 * Takes a conversation from the bot for a reason, and records the moment for its thread.
 * Answers false when the bot was already off there: the owner hears of a hand-off once, not
 * once per message. Call inside the transaction of what caused it.
 */
export const handConversationOver = async (
  db: Db,
  params: {
    conversationId: string;
    reason: HandoffReason;
    at: Date;
    /** The team member whose reply stopped the bot; none for the bot itself or the phone. */
    actorId?: string;
  },
) => {
  const [row] = await db
    .update(conversations)
    .set({ botActive: false, handoffReason: params.reason, botUnanswered: 0 })
    .where(and(eq(conversations.id, params.conversationId), eq(conversations.botActive, true)))
    .returning({ businessId: conversations.businessId });
  if (!row) return false;
  await recordConversationEvent(db, {
    businessId: row.businessId,
    conversationId: params.conversationId,
    kind: 'handoff',
    reason: params.reason,
    actorId: params.actorId ?? null,
    at: params.at,
  });
  return true;
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
