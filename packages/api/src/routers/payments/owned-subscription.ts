import { type Db, findSubscriptionForBusiness, type Membership } from '@balasin/db';
import { messages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';

/** The business's subscription by id; another business's, or none, is the same 404. */
export const ownedSubscription = async (db: Db, membership: Membership | null, id: string) => {
  const subscription = membership
    ? await findSubscriptionForBusiness(db, membership.businessId, id)
    : undefined;
  if (!subscription) throw new NotFoundError(messages.subscriptionNotFound);
  return subscription;
};
