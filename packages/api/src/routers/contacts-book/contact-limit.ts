import { activePackageOf, countContacts, type Db } from '@balasin/db';
import { CONTACT_QUOTA } from '../../contacts/admit-contact.ts';

/** The business's contacts and its package's limit, as the quota counts them (no lock). */
export const contactUsage = async (db: Db, businessId: string, now: Date) => {
  const pkg = (await activePackageOf(db, businessId, now)) ?? CONTACT_QUOTA.fallbackPackage;
  return { count: await countContacts(db, businessId), limit: CONTACT_QUOTA.limitFor(pkg) };
};
