import { findSubscription, lockSubscription, updateSubscription, writeAudit } from '@balasin/db';
import { messages } from '@balasin/shared';
import type { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { subscriptionState } from '../../audit/subscription-state.ts';
import type { Context } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';
import { toSubscriptionDto } from './subscription-dto.ts';

type Row = NonNullable<Awaited<ReturnType<typeof lockSubscription>>>;
type Change = Partial<Pick<Row, 'status' | 'startDate' | 'endDate'>>;

/**
 * Applies an admin's change to one subscription under a row lock and writes the audit entry
 * (who, when, what, before, after) in the same transaction, so the log is never behind.
 */
export const changeSubscription = async (
  ctx: Context & { auth: { user: { id: string } } },
  id: string,
  action:
    | typeof BILLING_AUDIT_ACTIONS.subscriptionStatus
    | typeof BILLING_AUDIT_ACTIONS.subscriptionDates,
  decide: (current: Row) => Change,
) => {
  if (!isUuid(id)) throw new NotFoundError(messages.subscriptionNotFound);
  const view = await ctx.db.transaction(async (tx) => {
    const current = await lockSubscription(tx, id);
    if (!current) throw new NotFoundError(messages.subscriptionNotFound);
    // Read the clock once the lock is held, so audit times follow the order changes apply in.
    const now = ctx.now();
    const change = decide(current);
    const updated = await updateSubscription(tx, id, { ...change, updatedAt: now });
    if (!updated) throw new NotFoundError(messages.subscriptionNotFound);
    await writeAudit(tx, {
      actorId: ctx.auth.user.id,
      action,
      entityType: 'subscription',
      entityId: id,
      before: subscriptionState(current),
      after: subscriptionState(updated),
      createdAt: now,
    });
    // Read back with the owner's e-mail and business name, inside the lock, as it now stands.
    return findSubscription(tx, id, now);
  });
  if (!view) throw new NotFoundError(messages.subscriptionNotFound);
  return toSubscriptionDto(view);
};
