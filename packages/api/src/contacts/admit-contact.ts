import {
  businessOwnerContact,
  type Db,
  enqueueEmail,
  findContactByPeer,
  lockContactQuota,
  type Peer,
  resolveContact,
} from '@balasin/db';
import {
  CONTACT_WARNING_RATIO,
  PACKAGE_CONTACT_LIMITS,
  type PackageType,
  packageTitle,
} from '@balasin/shared';
import { contactLimitEmail } from '../mail/contact-limit-email.ts';

export type ContactAdmission =
  | { kind: 'admitted'; contactId: string; overLimit: boolean }
  | { kind: 'refused'; package: PackageType; limit: number };

/** The owner hears once on the way up: at the warning share, and at the limit itself. */
const tellOwnerOnCrossing = async (
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
    name: owner.name,
    businessName: owner.businessName,
    packageName: packageTitle(quota.package),
    count,
    limit: quota.limit,
    reached,
  });
  await enqueueEmail(tx, { to: owner.email, ...mail });
};

type Admit = { businessId: string; peer: Peer; now: Date };

/** The contact (created on first contact, counted against the package); call inside a transaction. */
const admit = async (
  tx: Db,
  params: Admit,
  refuseOverLimit: boolean,
): Promise<ContactAdmission> => {
  if (await findContactByPeer(tx, params.businessId, params.peer)) {
    const known = await resolveContact(tx, params.businessId, params.peer, params.now);
    return { kind: 'admitted', contactId: known.id, overLimit: false };
  }
  const quota = await lockContactQuota(tx, {
    businessId: params.businessId,
    now: params.now,
    fallbackPackage: 'lite',
    limitFor: (pkg) => PACKAGE_CONTACT_LIMITS[pkg],
  });
  const overLimit = quota.count >= quota.limit;
  if (overLimit && refuseOverLimit) {
    return { kind: 'refused', package: quota.package, limit: quota.limit };
  }
  const contact = await resolveContact(tx, params.businessId, params.peer, params.now);
  if (contact.created) await tellOwnerOnCrossing(tx, params.businessId, quota, quota.count + 1);
  return { kind: 'admitted', contactId: contact.id, overLimit };
};

/** Someone the business messages: a new contact past the package's limit is refused. */
export const admitRecipient = (tx: Db, params: Admit) => admit(tx, params, true);

/**
 * Someone who writes to the business: always kept (a customer is never lost), and marked over
 * the limit when new past it, so the bot leaves them to a person.
 */
export const keepSender = async (tx: Db, params: Admit) => {
  const admission = await admit(tx, params, false);
  if (admission.kind === 'refused') throw new Error('a sender is never refused');
  return admission;
};
