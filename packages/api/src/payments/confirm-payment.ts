import {
  enqueueEmail,
  findPayment,
  getOperatorSettings,
  lockPaymentOrder,
  lockSubscription,
  updatePaymentOrder,
  updateSubscription,
  writeAudit,
} from '@balasin/db';
import {
  messages,
  PACKAGE_PRICES,
  paymentMessages,
  periodEnd,
  upgradePeriod,
} from '@balasin/shared';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { subscriptionState } from '../audit/subscription-state.ts';
import type { Context } from '../context.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { paymentConfirmedEmail } from '../mail/payment-emails.ts';
import { isUuid } from '../routers/id-param.ts';
import { effectivePaymentStatus } from '../routers/payments/payment-dto.ts';
import { issueInvoice } from './issue-invoice.ts';
import { paymentState } from './payment-state.ts';

/**
 * An admin confirms an order: everything happens in one transaction, under the order's row lock,
 * so two admins confirming at once activate the subscription once (the second finds it confirmed
 * and gets 409). The subscription starts now, or, when still running, is extended by one period
 * from its end; an upgrade moves it to the order's package with a new period from now (the
 * order's credit paid for the rest of the old one). The invoice (issue-invoice.ts) is sent with
 * the "confirmed" e-mail.
 */
export const confirmPayment = async (ctx: Context, adminId: string, id: string) => {
  if (!isUuid(id)) throw new NotFoundError(paymentMessages.notFound);
  return ctx.db.transaction(async (tx) => {
    const current = await lockPaymentOrder(tx, id);
    if (!current) throw new NotFoundError(paymentMessages.notFound);
    const status = effectivePaymentStatus(current, ctx.now());
    if (status === 'confirmed') throw new ConflictError(paymentMessages.alreadyConfirmed);
    // Confirming an order nobody said they paid would activate a subscription on no evidence.
    if (status !== 'submitted') throw new ConflictError(paymentMessages.notConfirmable(status));
    const subscription = await lockSubscription(tx, current.subscriptionId);
    if (!subscription) throw new NotFoundError(messages.subscriptionNotFound);
    const now = ctx.now();

    const running =
      subscription.status === 'active' && subscription.endDate && subscription.endDate > now;
    const upgrade = current.kind === 'upgrade';
    const startDate = running ? (subscription.startDate ?? now) : now;
    // An upgrade's credit already paid for the rest of the old period: the new package's period
    // starts now instead of after it.
    const periodStart = running && subscription.endDate && !upgrade ? subscription.endDate : now;
    const endDate = upgrade
      ? upgradePeriod(current.package, now, current.creditExtraDays).end
      : periodEnd(periodStart, PACKAGE_PRICES[current.package].period);
    const activated = await updateSubscription(tx, subscription.id, {
      status: 'active',
      startDate,
      endDate,
      ...(upgrade ? { package: current.package } : {}),
      updatedAt: now,
    });
    if (!activated) throw new NotFoundError(messages.subscriptionNotFound);
    await writeAudit(tx, {
      actorId: adminId,
      action: BILLING_AUDIT_ACTIONS.subscriptionPaid,
      entityType: 'subscription',
      entityId: subscription.id,
      // The package (an upgrade's old and new) and the order that paid, so the entry still
      // says what was paid for once the account and its subscription are deleted.
      before: { ...subscriptionState(subscription), package: subscription.package },
      after: {
        ...subscriptionState(activated),
        package: activated.package,
        amount: current.amount,
        payment_id: current.id,
      },
      createdAt: now,
    });

    const view = await findPayment(tx, id);
    if (!view) throw new NotFoundError(paymentMessages.notFound);
    const settings = await getOperatorSettings(tx);
    const customer = {
      name: view.ownerName,
      email: view.ownerEmail,
      businessName: view.businessName,
    };
    const invoice = await issueInvoice(tx, {
      order: current,
      customer,
      settings,
      period: { start: periodStart, end: endDate },
      paidWith: { by: 'transfer', bank: current.payerBank, name: current.payerName },
      now,
    });

    const confirmed = await updatePaymentOrder(tx, id, {
      status: 'confirmed',
      reviewedBy: adminId,
      reviewedAt: now,
      rejectionReason: null,
      updatedAt: now,
    });
    if (!confirmed) throw new NotFoundError(paymentMessages.notFound);
    await writeAudit(tx, {
      actorId: adminId,
      action: BILLING_AUDIT_ACTIONS.paymentConfirmed,
      entityType: 'payment',
      entityId: id,
      before: paymentState(current),
      after: { ...paymentState(confirmed), invoice_number: invoice.number },
      createdAt: now,
    });

    const email = await enqueueEmail(tx, {
      to: view.ownerEmail,
      ...paymentConfirmedEmail({
        to: customer,
        order: current,
        invoiceNumber: invoice.number,
        endDate,
        dashboardUrl: new URL('/dashboard', ctx.appUrl).toString(),
        settings,
      }),
      attachments: [invoice.attachment],
    });
    const confirmedView = await findPayment(tx, id);
    if (!confirmedView) throw new NotFoundError(paymentMessages.notFound);
    return { view: confirmedView, email };
  });
};
