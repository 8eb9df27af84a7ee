import type { MessageType, PackageType } from '@balasin/shared';
import { INBOX } from '@balasin/shared/inbox';
import type { Db } from '../client.ts';
import { runStatement, type Statement } from '../prepared.ts';
import { lockNewRecipient } from './first-contacts.ts';
import { releaseIdempotencyKey } from './messaging.ts';

export type AcceptOutcome =
  | { kind: 'accepted'; id: string; createdAt: Date; replayed: boolean }
  | { kind: 'in-flight' }
  | { kind: 'key-reused' }
  | { kind: 'contact-limit'; package: PackageType; limit: number }
  | { kind: 'first-contact-cap'; cap: number };

/** The columns an accepted message is written with, after the conversation's id and contact's. */
const MESSAGE_COLUMNS = `insert into messages (business_id, number_id, conversation_id, contact_id,
    direction, sender_kind, type, body, media, status, idempotency_key, request_hash, created_at)`;
const MESSAGE_VALUES = `'outbound', 'api', $5::message_type, $6, $7::jsonb, 'queued', $8, $9,
    $4::timestamptz`;

/** The inbox list's preview of the message ($5 type, $6 body), as `messagePreview` makes it. */
const PREVIEW = `left(coalesce(nullif(btrim($6), ''), '[' || $5 || ']'), ${INBOX.previewMax})`;

/**
 * Nearly every message goes to someone the number already talks with: then one statement finds
 * the conversation by the recipient's phone, moves its activity on and inserts the message.
 * No row back means the recipient is new to the number (or to the business), and the checks
 * for new recipients run. The contact row is only read: sending it a message changes nothing in it.
 */
const TO_KNOWN_CONVERSATION: Statement = {
  name: 'accept_to_known_conversation',
  text: `with known as (
      select v.id, v.contact_id from conversations v join contacts c on c.id = v.contact_id
      where c.business_id = $1::uuid and c.phone = $3 and v.number_id = $2::uuid
    ), touched as (
      update conversations v set last_message_at = greatest(v.last_message_at, $4::timestamptz),
        last_message_preview = ${PREVIEW}, waiting_since = null
      from known where v.id = known.id
      returning v.id, known.contact_id
    )
    ${MESSAGE_COLUMNS}
    select $1::uuid, $2::uuid, touched.id, touched.contact_id, ${MESSAGE_VALUES} from touched
    returning id, conversation_id`,
};

/** The conversation opened (or found, when a parallel request opened it first) and the message. */
const TO_NEW_CONVERSATION: Statement = {
  name: 'accept_to_new_conversation',
  text: `with conversation as (
      insert into conversations (business_id, number_id, contact_id, last_message_at,
        last_message_preview)
      values ($1::uuid, $2::uuid, $3::uuid, $4::timestamptz, ${PREVIEW})
      on conflict (number_id, contact_id) do update
        set last_message_at = greatest(conversations.last_message_at, excluded.last_message_at),
          last_message_preview = excluded.last_message_preview, waiting_since = null
      returning id
    )
    ${MESSAGE_COLUMNS}
    select $1::uuid, $2::uuid, conversation.id, $3::uuid, ${MESSAGE_VALUES} from conversation
    returning id, conversation_id`,
};

/**
 * Someone new to the business ($3 their phone): the contact, its conversation and the message in
 * one statement (no conversation can exist for a contact made here). Run under the business's
 * contact lock, which it holds for one round trip where it held three.
 */
const TO_NEW_CONTACT: Statement = {
  name: 'accept_to_new_contact',
  text: `with contact as (
      insert into contacts (business_id, phone) values ($1::uuid, $3) returning id
    ), conversation as (
      insert into conversations (business_id, number_id, contact_id, last_message_at,
        last_message_preview)
      select $1::uuid, $2::uuid, contact.id, $4::timestamptz, ${PREVIEW} from contact
      returning id, contact_id
    )
    ${MESSAGE_COLUMNS}
    select $1::uuid, $2::uuid, conversation.id, conversation.contact_id, ${MESSAGE_VALUES}
    from conversation
    returning id, conversation_id`,
};

/** Held to the end of the transaction; false when another transaction holds it. */
const TRY_IDEMPOTENCY_LOCK: Statement = {
  name: 'try_idempotency_lock',
  text: 'select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as ok',
};

const BY_IDEMPOTENCY_KEY: Statement = {
  name: 'message_by_idempotency_key',
  text: `select id, request_hash, (extract(epoch from created_at) * 1000)::float8 as created_ms
    from messages where number_id = $1::uuid and idempotency_key = $2`,
};

type Accepted = { id: string; conversation_id: string };

export type AcceptParams = {
  businessId: string;
  numberId: string;
  /** The recipient's phone, normalised. */
  to: string;
  type: MessageType;
  body: string | null;
  media: Record<string, unknown> | null;
  idempotency?: { key: string; requestHash: string; validForMs: number };
  now: Date;
  /** People who never wrote that the number may start a conversation with in 24 hours. */
  firstContactsPerDay: number;
  /** Without an active subscription (test numbers before payment), this package's limits. */
  fallbackPackage: PackageType;
  limitFor: (pkg: PackageType) => number;
  /** A contact was created for the message: `count` is the business's contacts with it. */
  onContactAdded: (
    tx: Db,
    quota: { package: PackageType; limit: number; count: number },
  ) => Promise<void>;
};

/**
 * Someone the number has no conversation with: under the locks of `lockNewRecipient`, a new
 * contact past the package's limit is refused, and so is a first contact past the daily cap
 * (WhatsApp bans numbers that write to many who never wrote); nothing is written when refused.
 */
const acceptToNewRecipient = async (
  tx: Db,
  params: AcceptParams,
  message: unknown[],
): Promise<AcceptOutcome | Accepted> => {
  const state = await lockNewRecipient(tx, {
    businessId: params.businessId,
    numberId: params.numberId,
    phone: params.to,
    since: new Date(params.now.getTime() - 24 * 3_600_000),
    now: params.now,
  });
  let quota: { package: PackageType; limit: number; count: number } | undefined;
  if (state.contactId === null) {
    const pkg = state.package ?? params.fallbackPackage;
    quota = { package: pkg, limit: params.limitFor(pkg), count: state.contacts ?? 0 };
    if (quota.count >= quota.limit) {
      return { kind: 'contact-limit', package: quota.package, limit: quota.limit };
    }
  }
  if (!state.talked && (state.firstContacts ?? 0) >= params.firstContactsPerDay) {
    return { kind: 'first-contact-cap', cap: params.firstContactsPerDay };
  }
  const [row] =
    state.contactId === null
      ? await runStatement<Accepted>(tx, TO_NEW_CONTACT, [
          params.businessId,
          params.numberId,
          params.to,
          ...message,
        ])
      : await runStatement<Accepted>(tx, TO_NEW_CONVERSATION, [
          params.businessId,
          params.numberId,
          state.contactId,
          ...message,
        ]);
  if (!row) throw new Error('insert into messages returned no row');
  if (quota) await params.onContactAdded(tx, { ...quota, count: quota.count + 1 });
  return row;
};

/**
 * Accepts a message sent through the API: the message row and its send job commit together, or
 * neither does. With an Idempotency-Key, the first request takes a lock on (number, key) for its
 * transaction: a parallel one with the same key is told it is in flight, a later one gets the
 * first's message (or a refusal when its body differs), for 24 hours. Every statement is
 * prepared, and the common case (a recipient the number talks with) is one statement.
 */
export const acceptApiMessage = (
  db: Db,
  params: AcceptParams,
  enqueue: (tx: Db, message: { id: string; conversationId: string }) => Promise<void>,
): Promise<AcceptOutcome> =>
  db.transaction(async (tx) => {
    const { idempotency } = params;
    if (idempotency) {
      // Sent together (pipelined on PostgreSQL): the read runs after the lock is taken, and is
      // ignored when it was not.
      const [[lock], [earlier]] = await Promise.all([
        runStatement<{ ok: boolean }>(tx, TRY_IDEMPOTENCY_LOCK, [
          `${params.numberId}:${idempotency.key}`,
        ]),
        runStatement<{ id: string; request_hash: string; created_ms: number }>(
          tx,
          BY_IDEMPOTENCY_KEY,
          [params.numberId, idempotency.key],
        ),
      ]);
      if (!lock?.ok) return { kind: 'in-flight' };
      if (earlier) {
        const createdAt = new Date(earlier.created_ms);
        if (params.now.getTime() - createdAt.getTime() < idempotency.validForMs) {
          return earlier.request_hash === idempotency.requestHash
            ? { kind: 'accepted', id: earlier.id, createdAt, replayed: true }
            : { kind: 'key-reused' };
        }
        await releaseIdempotencyKey(tx, earlier.id);
      }
    }

    // $4 to $9 of both statements that insert the message.
    const message = [
      params.now.toISOString(),
      params.type,
      params.body,
      params.media ? JSON.stringify(params.media) : null,
      idempotency?.key ?? null,
      idempotency?.requestHash ?? null,
    ];
    const [known] = await runStatement<Accepted>(tx, TO_KNOWN_CONVERSATION, [
      params.businessId,
      params.numberId,
      params.to,
      ...message,
    ]);
    const accepted = known ?? (await acceptToNewRecipient(tx, params, message));
    if ('kind' in accepted) return accepted;
    await enqueue(tx, { id: accepted.id, conversationId: accepted.conversation_id });
    return { kind: 'accepted', id: accepted.id, createdAt: params.now, replayed: false };
  });
