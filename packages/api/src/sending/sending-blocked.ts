import { type Db, sendingStatusOf } from '@balasin/db';
import { messagingMessages, type SubscriptionStatus } from '@balasin/shared';

/**
 * Why a business's messages may not go out at `now`, or null when they may. After its
 * subscription has ended (expired, or cancelled by an admin) nothing is sent, whoever writes it
 * (the API, the bot, a person in the inbox) and whenever it was queued; customers' messages are
 * still received and kept. A subscription still pending passes: test numbers work before the
 * first payment, and real numbers need an active subscription to be added at all.
 */
export const sendingBlockedReason = async (db: Db, businessId: string, now: Date) =>
  blockedReasonOf(await sendingStatusOf(db, businessId, now));

/** The same rule for a status already read (the send worker reads it with the message). */
export const blockedReasonOf = (status: SubscriptionStatus | null | undefined) => {
  if (status === 'expired') return messagingMessages.subscriptionExpired;
  if (status === 'cancelled') return messagingMessages.subscriptionCancelled;
  return null;
};
