import {
  admitNewSender,
  businessOwnerContact,
  type Db,
  enqueueEmail,
  getOperatorSettings,
  type Peer,
  touchKnownSender,
} from '@balasin/db';
import {
  CONTACT_WARNING_RATIO,
  PACKAGE_CONTACT_LIMITS,
  type PackageType,
  packageTitle,
} from '@balasin/shared';
import { contactLimitEmail } from '../mail/contact-limit-email.ts';

export type ContactAdmission = { contactId: string; overLimit: boolean };

/** The owner hears once on the way up: at the warning share, and at the limit itself. */
export const tellOwnerOnCrossing = async (
  tx: Db,
  businessId: string,
  quota: { package: PackageType; limit: number },
  count: number,
) => {
  const reached = count === quota.limit;
  if (!reached && count !== Math.ceil(quota.limit * CONTACT_WARNING_RATIO)) return;
  const owner = await businessOwnerContact(tx, businessId);
  if (!owner) return;
  const mail = contactLimitEmail({
    companyName: (await getOperatorSettings(tx)).companyName,
    name: owner.name,
    businessName: owner.businessName,
    packageName: packageTitle(quota.package),
    count,
    limit: quota.limit,
    reached,
  });
  await enqueueEmail(tx, { to: owner.email, ...mail });
};

/** Contacts count against the package; without an active subscription, the smallest one's. */
export const CONTACT_QUOTA = {
  fallbackPackage: 'lite',
  limitFor: (pkg: PackageType) => PACKAGE_CONTACT_LIMITS[pkg],
} as const;

/**
 * Someone who writes to the business: always kept (a customer is never lost), created on first
 * contact and counted against the package, and marked over the limit when new past it, so the
 * bot leaves them to a person. Call inside a transaction. (A message the business sends to
 * someone new is checked by `acceptApiMessage`, under the same lock.)
 */
export const keepSender = async (
  tx: Db,
  params: { businessId: string; peer: Peer; now: Date },
): Promise<ContactAdmission> => {
  const known = await touchKnownSender(tx, params);
  if (known) return { contactId: known, overLimit: false };
  const { contactId, created, quota } = await admitNewSender(tx, { ...params, ...CONTACT_QUOTA });
  if (created) await tellOwnerOnCrossing(tx, params.businessId, quota, quota.count + 1);
  return { contactId, overLimit: quota.count >= quota.limit };
};
