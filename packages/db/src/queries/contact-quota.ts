import type { PackageType } from '@balasin/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { runStatement, type Statement } from '../prepared.ts';
import { businesses, users } from '../schema/index.ts';
import { activePackageOf, countContacts, type Peer } from './messaging.ts';

/**
 * Takes the business's contact lock for the rest of the transaction, then counts: two first
 * contacts arriving together are counted one after the other, so the limit holds exactly.
 */
export const lockContactQuota = async (
  tx: Db,
  params: {
    businessId: string;
    now: Date;
    /** Without an active subscription (test numbers before payment), this package's limits. */
    fallbackPackage: PackageType;
    limitFor: (pkg: PackageType) => number;
  },
) => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`contacts:${params.businessId}`}, 0))`,
  );
  const pkg = (await activePackageOf(tx, params.businessId, params.now)) ?? params.fallbackPackage;
  return {
    package: pkg,
    limit: params.limitFor(pkg),
    count: await countContacts(tx, params.businessId),
  };
};

/** Who hears about the business: its owner's address and name, and the business's name. */
export const businessOwnerContact = async (db: Db, businessId: string) => {
  const [row] = await db
    .select({ email: users.email, name: users.name, businessName: businesses.name })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, businessId));
  return row;
};

/**
 * A sender's contact found by phone, else by LID ($2, $3: null when absent), kept up to date:
 * the name refreshed when one came ($4), and a person known first by LID and later by phone
 * (or the other way) stays one row, the missing address filled in. One statement: the lookup,
 * the two reads and the update were four round trips built by Drizzle, on every customer
 * message.
 */
const KNOWN_SENDER = `by_lid as (
      select id, phone from contacts where business_id = $1::uuid and lid = $3::text
    ), by_phone as (
      select id, lid from contacts where business_id = $1::uuid and phone = $2::text
    ), found as (
      select coalesce((select id from by_phone), (select id from by_lid)) as id
    ), touched as (
      update contacts c set
        name = coalesce($4::text, c.name),
        phone = case when $2::text is not null and not exists (select 1 from by_phone)
            and exists (select 1 from by_lid where coalesce(by_lid.phone, '') = '')
          then $2::text else c.phone end,
        lid = case when $3::text is not null and not exists (select 1 from by_lid)
            and exists (select 1 from by_phone where coalesce(by_phone.lid, '') = '')
          then $3::text else c.lid end,
        updated_at = $5::timestamptz
      from found where c.id = found.id
      returning c.id
    )`;

const TOUCH_KNOWN_SENDER: Statement = {
  name: 'contact_touch_known',
  text: `with ${KNOWN_SENDER} select id from touched`,
};

/**
 * After the contact lock (a statement of its own, so this one's snapshot is taken once the lock
 * is held): the package and the business's contacts before this one, as `lockContactQuota`
 * counts them, and the sender's contact, updated if another transaction created it while this
 * one waited, else created ($6 to $8 as given). One snapshot for all: the count does not see
 * the row this statement inserts.
 */
const ADMIT_NEW_SENDER: Statement = {
  name: 'contact_admit_new',
  text: `with ${KNOWN_SENDER}, created as (
      insert into contacts (business_id, phone, lid, name)
      select $1::uuid, $6::text, $7::text, $8::text
      where not exists (select 1 from found where found.id is not null)
      returning id
    )
    select coalesce((select id from touched), (select id from created)) as id,
      exists (select 1 from created) as created,
      (select s.package from subscriptions s join businesses b on b.id = s.business_id
        where s.business_id = $1::uuid and s.status = 'active'
          and (s.end_date is null or s.end_date > $5::timestamptz)
        order by s.created_at limit 1) as package,
      (select count(*)::int from contacts where business_id = $1::uuid) as count`,
};

const LOCK_CONTACTS: Statement = {
  name: 'contact_lock',
  text: 'select pg_advisory_xact_lock(hashtextextended($1::text, 0))',
};

const senderParams = (params: { businessId: string; peer: Peer; now: Date }) => [
  params.businessId,
  params.peer.phone || null,
  params.peer.lid || null,
  params.peer.name || null,
  params.now.toISOString(),
];

/** The contact of a sender the business already has, kept up to date; undefined for someone new. */
export const touchKnownSender = async (
  tx: Db,
  params: { businessId: string; peer: Peer; now: Date },
) => {
  const [row] = await runStatement<{ id: string }>(tx, TOUCH_KNOWN_SENDER, senderParams(params));
  return row?.id;
};

/**
 * Someone new: takes the business's contact lock (`lockContactQuota`'s) for the rest of the
 * transaction, then counts the contacts and creates theirs (or finds it, when another
 * transaction created it while this one waited for the lock): two round trips, five before.
 */
export const admitNewSender = async (
  tx: Db,
  params: {
    businessId: string;
    peer: Peer;
    now: Date;
    /** Without an active subscription (test numbers before payment), this package's limits. */
    fallbackPackage: PackageType;
    limitFor: (pkg: PackageType) => number;
  },
) => {
  await runStatement(tx, LOCK_CONTACTS, [`contacts:${params.businessId}`]);
  const [row] = await runStatement<{
    id: string;
    created: boolean;
    package: PackageType | null;
    count: number;
  }>(tx, ADMIT_NEW_SENDER, [
    ...senderParams(params),
    params.peer.phone ?? null,
    params.peer.lid ?? null,
    params.peer.name ?? null,
  ]);
  if (!row) throw new Error('contact admission returned no row');
  const pkg = row.package ?? params.fallbackPackage;
  return {
    contactId: row.id,
    created: row.created,
    quota: { package: pkg, limit: params.limitFor(pkg), count: Number(row.count) },
  };
};
