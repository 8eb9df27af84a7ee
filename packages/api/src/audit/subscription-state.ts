import type { SubscriptionStatus } from '@balasin/shared';

/** What an audit entry records of a subscription, before and after a change. */
export const subscriptionState = (row: {
  status: SubscriptionStatus;
  startDate: Date | null;
  endDate: Date | null;
}) => ({
  status: row.status,
  start_date: row.startDate?.toISOString() ?? null,
  end_date: row.endDate?.toISOString() ?? null,
});
