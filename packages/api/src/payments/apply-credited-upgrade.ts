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
import { issueInvoice } from './issue-invoice.ts';

/**
 * An upgrade its credit pays for whole, applied at once (inside the caller's transaction, under
 * the subscription's lock): a transfer of the unique code alone, and an admin matching it, would
 * prove nothing the confirmed orders behind the credit have not. The new package's period starts
 * now with the days the surplus buys, as a confirmed upgrade's would; the order stays as its
 * record (amount 0, no code), the audit log says who asked, and the owner is told by e-mail. The
 * credit paid for it, so it is invoiced like any paid change of package (price, credit, 0 to pay),
 * numbered in the same sequence: the owner's books need a document for every one.
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
  const view = await findPayment(tx, order.id);
  if (!view) throw new NotFoundError(paymentMessages.notFound);
  const settings = await getOperatorSettings(tx);
  const invoice = await issueInvoice(tx, {
    order,
    customer: { name: view.ownerName, email: view.ownerEmail, businessName: view.businessName },
    settings,
    period: { start: now, end: endDate },
    paidWith: { by: 'credit', extraDays: order.creditExtraDays },
    now,
  });
  await writeAudit(tx, {
    actorId: input.actorId,
    action: BILLING_AUDIT_ACTIONS.subscriptionUpgradedWithCredit,
    entityType: 'subscription',
    entityId: subscription.id,
    before: { ...subscriptionState(subscription), package: subscription.package },
    after: {
      ...subscriptionState(upgraded),
      package: upgraded.package,
      payment_id: order.id,
      invoice_number: invoice.number,
    },
    createdAt: now,
  });
  await enqueueEmail(tx, {
    to: view.ownerEmail,
    ...upgradeAppliedEmail({
      to: { name: view.ownerName, businessName: view.businessName },
      order,
      invoiceNumber: invoice.number,
      endDate,
      dashboardUrl: new URL('/dashboard', input.appUrl).toString(),
      settings,
    }),
    attachments: [invoice.attachment],
  });
  // Read before the invoice was issued: the answer carries its number (and so its link).
  return { ...view, invoiceNumber: invoice.number };
};
