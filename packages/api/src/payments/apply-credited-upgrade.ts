import {
  type Db,
  enqueueEmail,
  findPayment,
  getOperatorSettings,
  insertCreditedUpgrade,
  lockSubscription,
  updateSubscription,
  writeAudit,
} from '@balasin/db';
import {
  messages,
  PACKAGE_PRICES,
  type PackageType,
  paymentMessages,
  upgradePeriod,
} from '@balasin/shared';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { subscriptionState } from '../audit/subscription-state.ts';
import { NotFoundError } from '../errors.ts';
import { upgradeAppliedEmail } from '../mail/payment-emails.ts';

/**
 * An upgrade its credit pays for whole, applied at once (inside the caller's transaction, under
 * the subscription's lock): a transfer of the unique code alone, and an admin matching it, would
 * prove nothing the confirmed orders behind the credit have not. The new package's period starts
 * now with the days the surplus buys, as a confirmed upgrade's would; the order stays as its
 * record (amount 0, no code, no invoice: nothing was paid), the audit log says who asked, and
 * the owner is told by e-mail.
 */
export const applyCreditedUpgrade = async (
  tx: Db,
  input: {
    /** As locked by the caller. */
    subscription: NonNullable<Awaited<ReturnType<typeof lockSubscription>>>;
    package: PackageType;
    credit: { amount: number; days: number; extraDays: number };
    actorId: string;
    appUrl: string;
    now: Date;
  },
) => {
  const { subscription, now } = input;
  const order = await insertCreditedUpgrade(tx, {
    subscriptionId: subscription.id,
    businessId: subscription.businessId,
    package: input.package,
    baseAmount: PACKAGE_PRICES[input.package].amountIdr,
    credit: input.credit,
    now,
  });
  if (!order) throw new NotFoundError(paymentMessages.notFound);
  const endDate = upgradePeriod(input.package, now, order.creditExtraDays).end;
  const upgraded = await updateSubscription(tx, subscription.id, {
    package: input.package,
    endDate,
    updatedAt: now,
  });
  if (!upgraded) throw new NotFoundError(messages.subscriptionNotFound);
  await writeAudit(tx, {
    actorId: input.actorId,
    action: BILLING_AUDIT_ACTIONS.subscriptionUpgradedWithCredit,
    entityType: 'subscription',
    entityId: subscription.id,
    before: { ...subscriptionState(subscription), package: subscription.package },
    after: { ...subscriptionState(upgraded), package: upgraded.package, payment_id: order.id },
    createdAt: now,
  });
  const view = await findPayment(tx, order.id);
  if (!view) throw new NotFoundError(paymentMessages.notFound);
  await enqueueEmail(tx, {
    to: view.ownerEmail,
    ...upgradeAppliedEmail({
      to: { name: view.ownerName, businessName: view.businessName },
      order,
      endDate,
      dashboardUrl: new URL('/dashboard', input.appUrl).toString(),
      settings: await getOperatorSettings(tx),
    }),
  });
  return view;
};
