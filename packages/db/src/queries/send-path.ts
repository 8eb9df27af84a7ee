import type { MessageStatus } from '@balasin/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared, runStatement, type Statement } from '../prepared.ts';
import { messages } from '../schema/index.ts';
import { type MessageRow, messageRecords } from './messaging.ts';

/*
 * The send worker's statements, each prepared: at 200 messages a second every send runs all of
 * them, and built by Drizzle per call they cost more CPU than the send itself (the messaging
 * bench's profile: query building 21% of the server, unprepared round trips most of postgres.js's
 * 33%).
 */

const outboundForSend = (db: Db) =>
  messageRecords(db)
    .where(and(eq(messages.id, sql.placeholder('id')), eq(messages.direction, 'outbound')))
    .prepare('outbound_for_send');

/** The outbound message a send job carries, with what the driver needs. */
export const findOutboundForSend = async (db: Db, id: string): Promise<MessageRow | undefined> =>
  (await prepared(db, outboundForSend).execute({ id }))[0];

const sendAttempt = (db: Db) =>
  db
    .update(messages)
    .set({
      attempts: sql`${messages.attempts} + 1`,
      externalId: sql`${sql.placeholder('externalId')}`,
    })
    .where(eq(messages.id, sql.placeholder('id')))
    .prepare('record_send_attempt');

/** Written before each driver call: a retry after a crash sees that an attempt may have gone out. */
export const recordSendAttempt = async (db: Db, id: string, externalId: string) => {
  await prepared(db, sendAttempt).execute({ id, externalId });
};

/** What a send changes in the message row, as it is after the change. */
export type SendOutcome = Pick<
  MessageRow,
  'status' | 'error' | 'externalId' | 'attempts' | 'sentAt' | 'deliveredAt' | 'readAt'
>;

type OutcomeRow = {
  status: MessageStatus;
  error: string | null;
  external_id: string | null;
  attempts: number;
  sent_ms: number | null;
  delivered_ms: number | null;
  read_ms: number | null;
};

const OUTCOME_COLUMNS = `status, error, external_id, attempts,
  (extract(epoch from sent_at) * 1000)::float8 as sent_ms,
  (extract(epoch from delivered_at) * 1000)::float8 as delivered_ms,
  (extract(epoch from read_at) * 1000)::float8 as read_ms`;

/** Run in the settling transaction, which `prepared` cannot reach. */
const MARK_SENT: Statement = {
  name: 'mark_message_sent',
  text: `update messages set status = 'sent', sent_at = $2::timestamptz
    where id = $1::uuid and status = 'queued' returning ${OUTCOME_COLUMNS}`,
};

const MARK_FAILED: Statement = {
  name: 'mark_message_failed',
  text: `update messages set status = 'failed', error = $2
    where id = $1::uuid and status = 'queued' returning ${OUTCOME_COLUMNS}`,
};

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

const settled = async (db: Db, statement: Statement, params: unknown[]) => {
  const [row] = await runStatement<OutcomeRow>(db, statement, params);
  if (!row) return undefined;
  return {
    status: row.status,
    error: row.error,
    externalId: row.external_id,
    attempts: row.attempts,
    sentAt: dateOf(row.sent_ms),
    deliveredAt: dateOf(row.delivered_ms),
    readAt: dateOf(row.read_ms),
  } satisfies SendOutcome;
};

/** The message's state after it went out, or undefined when it had already moved on (not queued). */
export const markMessageSent = (db: Db, id: string, at: Date) =>
  settled(db, MARK_SENT, [id, at.toISOString()]);

/** The message's state after it failed, or undefined when it had already moved on (not queued). */
export const markMessageFailed = (db: Db, id: string, error: string) =>
  settled(db, MARK_FAILED, [id, error]);
