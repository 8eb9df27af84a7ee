import { type Db, expireDueSubscriptions, writeAudit } from '@balasin/db';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { subscriptionState } from '../audit/subscription-state.ts';

/** Moves active subscriptions past their end date to expired, with an audit entry by the system. */
export const expireSubscriptions = (db: Db, now: Date) =>
  db.transaction(async (tx) => {
    const expired = await expireDueSubscriptions(tx, now);
    for (const row of expired) {
      await writeAudit(tx, {
        actorId: null,
        action: BILLING_AUDIT_ACTIONS.subscriptionExpired,
        entityType: 'subscription',
        entityId: row.id,
        before: subscriptionState({ ...row, status: 'active' }),
        after: subscriptionState({ ...row, status: 'expired' }),
        createdAt: now,
      });
    }
    return expired.length;
  });
