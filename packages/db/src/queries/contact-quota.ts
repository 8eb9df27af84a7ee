import type { PackageType } from '@balasin/shared';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, contacts, users } from '../schema/index.ts';
import { activePackageOf, countContacts, type Peer } from './messaging.ts';

/** The business's contact for a peer (by phone or WhatsApp LID), if it has one. */
export const findContactByPeer = async (db: Db, businessId: string, peer: Peer) => {
  const addresses = [
    peer.phone ? eq(contacts.phone, peer.phone) : undefined,
    peer.lid ? eq(contacts.lid, peer.lid) : undefined,
  ].filter((condition) => condition !== undefined);
  if (addresses.length === 0) return undefined;
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.businessId, businessId), or(...addresses)))
    .limit(1);
  return row;
};

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
