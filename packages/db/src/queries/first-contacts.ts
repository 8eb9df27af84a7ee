import type { Db } from '../client.ts';
import { runStatement, type Statement } from '../prepared.ts';

/**
 * A message to someone the number has no conversation with takes, for its transaction, the
 * business's contact lock (the one inbound senders take to be counted, see `lockContactQuota`)
 * and then the number's first-contact lock: two such messages at once are counted one after the
 * other, so the contact limit and the daily first-contact cap hold exactly. Always in this order,
 * and no one takes the second before the first, so they cannot deadlock.
 */
const LOCK_NEW_RECIPIENT: Statement = {
  name: 'lock_new_recipient',
  text: `select pg_advisory_xact_lock(hashtextextended($1, 0)),
    pg_advisory_xact_lock(hashtextextended($2, 0))`,
};

/**
 * Read once the locks are held (a statement of its own, so its snapshot sees every transaction
 * that held them before): the contact by phone, whether the number has talked with them, and
 * what the checks need, each count only when its check applies. First contacts are the people
 * the number started a conversation with since $4 who have not written back; the activity index
 * narrows to recent conversations, the creation time decides.
 */
const NEW_RECIPIENT_STATE: Statement = {
  name: 'new_recipient_state',
  text: `select r.contact_id, r.talked,
    case when r.contact_id is null
      then (select count(*)::int from contacts where business_id = $1::uuid) end as contacts,
    case when not r.talked then (
      select count(*)::int from conversations v
      where v.number_id = $2::uuid and v.last_message_at > $4::timestamptz
        and v.created_at > $4::timestamptz
        and not exists (
          select 1 from messages m where m.conversation_id = v.id and m.direction = 'inbound')
    ) end as first_contacts
  from (select
      (select id from contacts where business_id = $1::uuid and phone = $3) as contact_id,
      exists (
        select 1 from conversations v join contacts c on c.id = v.contact_id
        where v.number_id = $2::uuid and c.business_id = $1::uuid and c.phone = $3
      ) as talked) r`,
};

export type NewRecipientState = {
  contactId: string | null;
  talked: boolean;
  /** The business's contacts, when the recipient is not one yet. */
  contacts: number | null;
  /** The number's first contacts in the last 24 hours, when it has not talked with them. */
  firstContacts: number | null;
};

/** Takes both locks, then reads the recipient's state under them. */
export const lockNewRecipient = async (
  tx: Db,
  params: { businessId: string; numberId: string; phone: string; since: Date },
): Promise<NewRecipientState> => {
  await runStatement(tx, LOCK_NEW_RECIPIENT, [
    `contacts:${params.businessId}`,
    `first:${params.numberId}`,
  ]);
  const [row] = await runStatement<{
    contact_id: string | null;
    talked: boolean;
    contacts: number | null;
    first_contacts: number | null;
  }>(tx, NEW_RECIPIENT_STATE, [
    params.businessId,
    params.numberId,
    params.phone,
    params.since.toISOString(),
  ]);
  if (!row) throw new Error('recipient state returned no row');
  return {
    contactId: row.contact_id,
    talked: row.talked,
    contacts: row.contacts,
    firstContacts: row.first_contacts,
  };
};

const INSERT_CONTACT: Statement = {
  name: 'insert_contact',
  text: 'insert into contacts (business_id, phone) values ($1::uuid, $2) returning id',
};

/** A new contact known by phone; call under the business's contact lock. */
export const insertContactByPhone = async (tx: Db, businessId: string, phone: string) => {
  const [row] = await runStatement<{ id: string }>(tx, INSERT_CONTACT, [businessId, phone]);
  if (!row) throw new Error('insert into contacts returned no row');
  return row.id;
};
