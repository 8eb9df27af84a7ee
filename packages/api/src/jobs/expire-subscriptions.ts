import { type Db, expireDueSubscriptions, writeAudit } from '@balasin/db';

/** Moves active subscriptions past their end date to expired, with an audit entry by the system. */
export const expireSubscriptions = (db: Db, now: Date) =>
  db.transaction(async (tx) => {
    const expired = await expireDueSubscriptions(tx, now);
    for (const row of expired) {
      const dates = {
        start_date: row.startDate?.toISOString() ?? null,
        end_date: row.endDate?.toISOString() ?? null,
      };
      await writeAudit(tx, {
        actorId: null,
        action: 'subscription.expired',
        entityType: 'subscription',
        entityId: row.id,
        before: { status: 'active', ...dates },
        after: { status: 'expired', ...dates },
        createdAt: now,
      });
    }
    return expired.length;
  });
