import type { MessageType, PackageType } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { hasConversation, lockFirstContacts } from './first-contacts.ts';
import {
  findByIdempotencyKey,
  insertMessage,
  releaseIdempotencyKey,
  touchConversation,
} from './messaging.ts';

export type AcceptOutcome =
  | { kind: 'accepted'; id: string; replayed: boolean }
  | { kind: 'in-flight' }
  | { kind: 'key-reused' }
  | { kind: 'contact-limit'; package: PackageType; limit: number }
  | { kind: 'first-contact-cap'; cap: number };

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];

/**
 * Accepts a message sent through the API: the message row and its send job commit together, or
 * neither does. With an Idempotency-Key, the first request takes a lock on (number, key) for its
 * transaction: a parallel one with the same key is told it is in flight, a later one gets the
 * first's message (or a refusal when its body differs), for 24 hours.
 */
export const acceptApiMessage = (
  db: Db,
  params: {
    businessId: string;
    numberId: string;
    to: string;
    type: MessageType;
    body: string | null;
    media: Record<string, unknown> | null;
    idempotency?: { key: string; requestHash: string; validForMs: number };
    now: Date;
    /** People who never wrote that the number may start a conversation with in 24 hours. */
    firstContactsPerDay: number;
    /** The contact to message, counted against the package (or refused past its limit). */
    admitRecipient: (
      tx: Db,
    ) => Promise<
      | { kind: 'admitted'; contactId: string }
      | { kind: 'refused'; package: PackageType; limit: number }
    >;
  },
  enqueue: (tx: Db, message: { id: string; conversationId: string }) => Promise<void>,
): Promise<AcceptOutcome> =>
  db.transaction(async (tx) => {
    const { idempotency } = params;
    if (idempotency) {
      const [lock] = rowsOf(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${`${params.numberId}:${idempotency.key}`}, 0)) as ok`,
        ),
      );
      if (!lock?.ok) return { kind: 'in-flight' };
      const earlier = await findByIdempotencyKey(tx, params.numberId, idempotency.key);
      if (earlier && params.now.getTime() - earlier.createdAt.getTime() < idempotency.validForMs) {
        return earlier.requestHash === idempotency.requestHash
          ? { kind: 'accepted', id: earlier.id, replayed: true }
          : { kind: 'key-reused' };
      }
      if (earlier) await releaseIdempotencyKey(tx, earlier.id);
    }

    const recipient = await params.admitRecipient(tx);
    if (recipient.kind === 'refused') {
      return { kind: 'contact-limit', package: recipient.package, limit: recipient.limit };
    }
    // Someone who never talked with this number: WhatsApp bans numbers that write to many.
    if (!(await hasConversation(tx, params.numberId, recipient.contactId))) {
      const since = new Date(params.now.getTime() - 24 * 3_600_000);
      const started = await lockFirstContacts(tx, params.numberId, since);
      if (started >= params.firstContactsPerDay) {
        return { kind: 'first-contact-cap', cap: params.firstContactsPerDay };
      }
    }
    const conversation = await touchConversation(tx, {
      businessId: params.businessId,
      numberId: params.numberId,
      contactId: recipient.contactId,
      at: params.now,
    });
    const id = await insertMessage(tx, {
      businessId: params.businessId,
      numberId: params.numberId,
      conversationId: conversation.id,
      contactId: recipient.contactId,
      direction: 'outbound',
      senderKind: 'api',
      type: params.type,
      body: params.body,
      media: params.media,
      status: 'queued',
      ...(idempotency
        ? { idempotencyKey: idempotency.key, requestHash: idempotency.requestHash }
        : {}),
      createdAt: params.now,
    });
    if (!id) throw new Error('insert into messages returned no row');
    await enqueue(tx, { id, conversationId: conversation.id });
    return { kind: 'accepted', id, replayed: false };
  });
