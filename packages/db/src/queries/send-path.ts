import type { MessageStatus, SubscriptionStatus } from '@balasin/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared, runStatement, type Statement } from '../prepared.ts';
import { contacts, messages, whatsappNumbers } from '../schema/index.ts';
import { type MessageRow, messageRecordColumns } from './messaging.ts';
import { sendingStatusColumn } from './subscriptions.ts';

/*
 * The statements every outbound message runs (the send worker's, and WhatsApp's receipts), each
 * prepared: at 200 messages a second, built by Drizzle per call and sent unprepared they cost more
 * CPU than the sending itself (the messaging bench's profile: query building 21% of the server,
 * unprepared round trips most of postgres.js's 33%). A status change returns the message as
 * `findMessage` reads it, so its event needs no second read.
 */

const outboundForSend = (db: Db) =>
  db
    .select({
      ...messageRecordColumns,
      sendingStatus: sendingStatusColumn(db, messages.businessId),
    })
    .from(messages)
    .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, messages.numberId))
    .innerJoin(contacts, eq(contacts.id, messages.contactId))
    .where(
      and(
        sql`${messages.id} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(messages.direction, 'outbound'),
      ),
    )
    .prepare('outbound_for_send');

/** A uuid[] or text[] parameter's literal, each value quoted. */
const arrayLiteral = (values: string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * The outbound messages a batch of send jobs carries, with what the driver needs, and each
 * business's sending status at `now` (`sendingStatusOf`), in one round trip for the batch.
 */
export const findOutboundForSend = (
  db: Db,
  ids: string[],
  now: Date,
): Promise<(MessageRow & { sendingStatus: SubscriptionStatus | null })[]> =>
  prepared(db, outboundForSend).execute({ ids: arrayLiteral(ids), now: now.toISOString() });

const SEND_ATTEMPTS: Statement = {
  name: 'record_send_attempts',
  text: `update messages m set attempts = m.attempts + 1, external_id = a.external_id
    from unnest($1::uuid[], $2::text[]) as a(id, external_id) where m.id = a.id`,
};

/**
 * Written before the driver calls, one round trip for a batch: a retry after a crash sees that an
 * attempt may have gone out, and sends under the same WhatsApp id.
 */
export const recordSendAttempts = async (
  db: Db,
  attempts: { id: string; externalId: string }[],
) => {
  if (attempts.length === 0) return;
  await runStatement(db, SEND_ATTEMPTS, [
    arrayLiteral(attempts.map((a) => a.id)),
    arrayLiteral(attempts.map((a) => a.externalId)),
  ]);
};

/** `messageRecords`' columns, from `messages m` (updated or inserted) joined to its number and contact. */
export const RECORD = `m.id, m.business_id, m.number_id, m.conversation_id, m.contact_id, m.direction,
  m.sender_kind, m.type, m.body, m.media, m.status, m.error, m.external_id, m.attempts,
  m.request_hash, ${['created_at', 'sent_at', 'delivered_at', 'read_at']
    .map((column) => `(extract(epoch from m.${column}) * 1000)::float8 as ${column}`)
    .join(', ')},
  n.number as number_phone, n.test as number_test, c.phone as contact_phone, c.lid as contact_lid`;

const JOINED = `from whatsapp_numbers n, contacts c
  where n.id = m.number_id and c.id = m.contact_id`;

export type RawRecord = {
  id: string;
  business_id: string;
  number_id: string;
  conversation_id: string;
  contact_id: string;
  direction: MessageRow['direction'];
  sender_kind: MessageRow['senderKind'];
  type: MessageRow['type'];
  body: string | null;
  media: MessageRow['media'] | string;
  status: MessageStatus;
  error: string | null;
  external_id: string | null;
  attempts: number;
  request_hash: string | null;
  created_at: number;
  sent_at: number | null;
  delivered_at: number | null;
  read_at: number | null;
  number_phone: string;
  number_test: boolean;
  contact_phone: string | null;
  contact_lid: string | null;
};

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

export const toMessageRow = (row: RawRecord): MessageRow => ({
  id: row.id,
  businessId: row.business_id,
  numberId: row.number_id,
  conversationId: row.conversation_id,
  contactId: row.contact_id,
  direction: row.direction,
  senderKind: row.sender_kind,
  type: row.type,
  body: row.body,
  // jsonb: parsed by PGlite, left as text by postgres.js under Drizzle's settings.
  media: typeof row.media === 'string' ? JSON.parse(row.media) : row.media,
  status: row.status,
  error: row.error,
  externalId: row.external_id,
  attempts: row.attempts,
  requestHash: row.request_hash,
  createdAt: new Date(row.created_at),
  sentAt: dateOf(row.sent_at),
  deliveredAt: dateOf(row.delivered_at),
  readAt: dateOf(row.read_at),
  numberPhone: row.number_phone,
  numberTest: row.number_test,
  contactPhone: row.contact_phone,
  contactLid: row.contact_lid,
});

const changed = async (db: Db, statement: Statement, params: unknown[]) => {
  const [row] = await runStatement<RawRecord>(db, statement, params);
  return row ? toMessageRow(row) : undefined;
};

/** Run in the settling transaction, which `prepared` cannot reach. */
const MARK_SENT: Statement = {
  name: 'mark_message_sent',
  text: `update messages m set status = 'sent', sent_at = $2::timestamptz ${JOINED}
    and m.id = $1::uuid and m.status = 'queued' returning ${RECORD}`,
};

const MARK_FAILED: Statement = {
  name: 'mark_message_failed',
  text: `update messages m set status = 'failed', error = $2 ${JOINED}
    and m.id = $1::uuid and m.status = 'queued' returning ${RECORD}`,
};

/** The message as it now stands, or undefined when it had already moved on (not queued). */
export const markMessageSent = (db: Db, id: string, at: Date) =>
  changed(db, MARK_SENT, [id, at.toISOString()]);

/** The message as it now stands, or undefined when it had already moved on (not queued). */
export const markMessageFailed = (db: Db, id: string, error: string) =>
  changed(db, MARK_FAILED, [id, error]);

const STATUS_RANK: Record<MessageStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  failed: 4,
};

/** $3 the status; its time ($4) goes to its own column, a failure's reason ($5) to `error`. */
const APPLY_RECEIPT: Statement = {
  name: 'apply_delivery_receipt',
  text: `update messages m set status = $3::message_status,
      sent_at = case when $3 = 'sent' then $4::timestamptz else m.sent_at end,
      delivered_at = case when $3 = 'delivered' then $4::timestamptz else m.delivered_at end,
      read_at = case when $3 = 'read' then $4::timestamptz else m.read_at end,
      error = case when $3 = 'failed' then $5 else m.error end
    ${JOINED} and m.number_id = $1::uuid and m.external_id = $2 and m.direction = 'outbound'
      and m.status = any($6::message_status[])
    returning ${RECORD}`,
};

/**
 * A receipt from WhatsApp: statuses only move forward (a late "delivered" after "read" changes
 * nothing), and each is reached once, so its time is written once. Answers the message as it now
 * stands when it changed.
 */
export const applyDeliveryStatus = (
  db: Db,
  update: { numberId: string; externalId: string; status: MessageStatus; at: Date; error?: string },
) => {
  const rank = STATUS_RANK[update.status];
  const earlier = (Object.keys(STATUS_RANK) as MessageStatus[]).filter(
    (status) => STATUS_RANK[status] < rank,
  );
  return changed(db, APPLY_RECEIPT, [
    update.numberId,
    update.externalId,
    update.status,
    update.at.toISOString(),
    update.error ?? null,
    `{${earlier.join(',')}}`,
  ]);
};
