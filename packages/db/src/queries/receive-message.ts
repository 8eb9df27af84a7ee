import type { HandoffReason, MessageType } from '@balasin/shared';
import type { Db } from '../client.ts';
import { runStatement, type Statement } from '../prepared.ts';
import type { MessageRow } from './messaging.ts';
import { type RawRecord, RECORD, toMessageRow } from './send-path.ts';

/**
 * A customer's message in one statement: the conversation opened or moved on as
 * `touchConversation` does for an inbound message, the message inserted as `insertMessage`
 * does (a second copy of the same WhatsApp id is not), and the message read back as
 * `findMessage` reads it, with whether the number's bot answers (`isBotEnabled`), and a
 * conversation opened without the bot records its hand-off as `handConversationOver` does. Four
 * round trips, each built by Drizzle and sent unprepared, before.
 */
const RECEIVE: Statement = {
  name: 'receive_message',
  text: `with conversation as (
      insert into conversations (business_id, number_id, contact_id, last_message_at,
        last_message_preview, unread_count, waiting_since, bot_active, handoff_reason)
      values ($1::uuid, $2::uuid, $3::uuid, $4::timestamptz, $6, 1, $4::timestamptz,
        $7::text is null, $7::text)
      on conflict (number_id, contact_id) do update set
        last_message_at = greatest(conversations.last_message_at, excluded.last_message_at),
        last_message_preview = excluded.last_message_preview,
        unread_count = conversations.unread_count + 1,
        waiting_since = coalesce(conversations.waiting_since, excluded.waiting_since),
        status = case when conversations.status in ('pending', 'resolved', 'snoozed')
          then 'open'::conversation_status else conversations.status end,
        snoozed_until = null,
        assignee_id = case when conversations.status in ('resolved', 'snoozed')
          and not exists (select 1 from memberships m where m.user_id = conversations.assignee_id
            and m.business_id = conversations.business_id and m.online_until > $5::timestamptz)
          then null else conversations.assignee_id end
      returning id, bot_active, status, assignee_id, xmax = 0 as opened
    ), handoff as (
      -- A conversation opened without the bot records that moment for its thread.
      insert into conversation_events (business_id, conversation_id, kind, reason, created_at)
      select $1::uuid, conversation.id, 'handoff', $7::text, $4::timestamptz
      from conversation where conversation.opened and $7::text is not null
    ), message as (
      insert into messages (business_id, number_id, conversation_id, contact_id, direction,
        sender_kind, type, body, media, status, external_id, created_at)
      select $1::uuid, $2::uuid, conversation.id, $3::uuid, 'inbound', 'contact',
        $8::message_type, $9, $10::jsonb, 'delivered', $11, $4::timestamptz
      from conversation
      on conflict (number_id, external_id) where external_id is not null do nothing
      returning *
    )
    select ${RECORD}, v.bot_active as conversation_bot_active, v.status as conversation_status,
      v.assignee_id as conversation_assignee_id,
      coalesce((select b.enabled from bot_settings b where b.number_id = $2::uuid), false)
        as bot_enabled
    from message m, conversation v, whatsapp_numbers n, contacts c
    where n.id = m.number_id and c.id = m.contact_id`,
};

export type ReceivedMessage = {
  message: MessageRow;
  conversation: { botActive: boolean; status: string; assigneeId: string | null };
  botEnabled: boolean;
};

/**
 * Stores a customer's message in its conversation (see RECEIVE); null when WhatsApp delivered
 * it before (the conversation still counts it, as it did in two statements). Call inside the
 * transaction that also queues its event and the bot's turn.
 */
export const receiveInboundMessage = async (
  tx: Db,
  params: {
    businessId: string;
    numberId: string;
    contactId: string;
    at: Date;
    /** The server's clock: whether the assignee is online is a question about now. */
    now: Date;
    preview: string;
    /** A new conversation starts with a person, not the bot, for this reason. */
    withoutBot?: HandoffReason;
    type: MessageType;
    body: string | null;
    media: Record<string, unknown> | null;
    externalId: string;
  },
): Promise<ReceivedMessage | null> => {
  const [row] = await runStatement<
    RawRecord & {
      conversation_bot_active: boolean;
      conversation_status: string;
      conversation_assignee_id: string | null;
      bot_enabled: boolean;
    }
  >(tx, RECEIVE, [
    params.businessId,
    params.numberId,
    params.contactId,
    params.at.toISOString(),
    params.now.toISOString(),
    params.preview,
    params.withoutBot ?? null,
    params.type,
    params.body,
    params.media ? JSON.stringify(params.media) : null,
    params.externalId,
  ]);
  if (!row) return null;
  return {
    message: toMessageRow(row),
    conversation: {
      botActive: row.conversation_bot_active,
      status: row.conversation_status,
      assigneeId: row.conversation_assignee_id,
    },
    botEnabled: row.bot_enabled,
  };
};
