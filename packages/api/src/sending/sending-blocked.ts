import { type Db, sendingStatusOf } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';

/**
 * Why a business's messages may not go out at `now`, or null when they may. After its
 * subscription has ended (expired, or cancelled by an admin) nothing is sent, whoever writes it
 * (the API, the bot, a person in the inbox) and whenever it was queued; customers' messages are
 * still received and kept. A subscription still pending passes: test numbers work before the
 * first payment, and real numbers need an active subscription to be added at all.
 */
export const sendingBlockedReason = async (db: Db, businessId: string, now: Date) => {
  const status = await sendingStatusOf(db, businessId, now);
  if (status === 'expired') return messagingMessages.subscriptionExpired;
  if (status === 'cancelled') return messagingMessages.subscriptionCancelled;
  return null;
};
