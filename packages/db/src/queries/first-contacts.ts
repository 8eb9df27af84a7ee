import type { PackageType } from '@balasin/shared';
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
 * what the checks need, each only when its check applies. First contacts are the people the
 * number started a conversation with since $4 who have not written back; the activity index
 * narrows to recent conversations, the creation time decides. The package is the business's
 * subscription active at $5 (`activePackageOf`: `activeAt`'s rule, the oldest first).
 */
const NEW_RECIPIENT_STATE: Statement = {
  name: 'new_recipient_state',
  text: `select r.contact_id, r.talked,
    case when r.contact_id is null
      then (select count(*)::int from contacts where business_id = $1::uuid) end as contacts,
    case when r.contact_id is null then (
      select s.package::text from subscriptions s join businesses b on b.id = s.business_id
      where s.business_id = $1::uuid and s.status = 'active'
        and (s.end_date is null or s.end_date > $5::timestamptz)
      order by s.created_at asc limit 1
    ) end as package,
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
  /** The business's active package at `now`, when the recipient is not a contact yet. */
  package: PackageType | null;
  /** The number's first contacts in the last 24 hours, when it has not talked with them. */
  firstContacts: number | null;
};

/**
 * Takes both locks, then reads the recipient's state under them. The two statements are sent
 * together (pipelined on PostgreSQL, one round trip while the business's lock is wanted by
 * others): the read starts, and takes its snapshot, only once the lock statement has finished.
 */
export const lockNewRecipient = async (
  tx: Db,
  params: { businessId: string; numberId: string; phone: string; since: Date; now: Date },
): Promise<NewRecipientState> => {
  const [, [row]] = await Promise.all([
    runStatement(tx, LOCK_NEW_RECIPIENT, [
      `contacts:${params.businessId}`,
      `first:${params.numberId}`,
    ]),
    runStatement<{
      contact_id: string | null;
      talked: boolean;
      contacts: number | null;
      package: PackageType | null;
      first_contacts: number | null;
    }>(tx, NEW_RECIPIENT_STATE, [
      params.businessId,
      params.numberId,
      params.phone,
      params.since.toISOString(),
      params.now.toISOString(),
    ]),
  ]);
  if (!row) throw new Error('recipient state returned no row');
  return {
    contactId: row.contact_id,
    talked: row.talked,
    contacts: row.contacts,
    package: row.package,
    firstContacts: row.first_contacts,
  };
};
