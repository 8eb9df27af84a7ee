import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, renewalReminders, subscriptions, users } from '../schema/index.ts';

/**
 * Active subscriptions of live businesses ending within `horizon` of `now`, soonest first, with
 * whom to remind: the business's owner.
 */
export const listSubscriptionsEndingSoon = (db: Db, params: { now: Date; horizon: Date }) =>
  db
    .select({
      id: subscriptions.id,
      businessId: subscriptions.businessId,
      package: subscriptions.package,
      endDate: subscriptions.endDate,
      businessName: businesses.name,
      ownerName: users.name,
      ownerEmail: users.email,
    })
    .from(subscriptions)
    .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endDate, params.now),
        lte(subscriptions.endDate, params.horizon),
        isNull(businesses.deletedAt),
      ),
    )
    .orderBy(asc(subscriptions.endDate));

export type SubscriptionEndingSoon = Awaited<
  ReturnType<typeof listSubscriptionsEndingSoon>
>[number];

/**
 * Claims the reminder of `daysBefore` for the subscription's current end date: true for the one
 * caller that inserts it (any number of servers or reruns), false when it was sent already.
 */
export const claimRenewalReminder = async (
  db: Db,
  params: { subscriptionId: string; endDate: Date; daysBefore: number; now: Date },
) => {
  const rows = await db
    .insert(renewalReminders)
    .values({
      subscriptionId: params.subscriptionId,
      endDate: params.endDate,
      daysBefore: params.daysBefore,
      sentAt: params.now,
    })
    .onConflictDoNothing()
    .returning({ subscriptionId: renewalReminders.subscriptionId });
  return rows.length > 0;
};
