import {
  enqueueEmail,
  findPayment,
  getOperatorSettings,
  insertInvoice,
  lockPaymentOrder,
  lockSubscription,
  nextInvoiceSequence,
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
import { renderInvoicePdf } from './invoice-pdf.ts';
import { paymentState } from './payment-state.ts';

const jakartaYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' });

/** INV/2026/00042: the year's sequence, five digits, as Indonesian invoices usually read. */
export const invoiceNumber = (year: number, sequence: number) =>
  `INV/${year}/${String(sequence).padStart(5, '0')}`;

/**
 * An admin confirms an order: everything happens in one transaction, under the order's row lock,
 * so two admins confirming at once activate the subscription once (the second finds it confirmed
 * and gets 409). The subscription starts now, or, when still running, is extended by one period
 * from its end; an upgrade moves it to the order's package with a new period from now (the
 * order's credit paid for the rest of the old one). The invoice takes the year's
 * next number under the counter's lock (a rollback gives it back: no gaps), is rendered with the
 * company's details as they stand, kept, and sent with the "confirmed" e-mail.
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
      // An upgrade's entry also says which package it left and which it moved to.
      before: {
        ...subscriptionState(subscription),
        ...(upgrade ? { package: subscription.package } : {}),
      },
      after: {
        ...subscriptionState(activated),
        ...(upgrade ? { package: activated.package } : {}),
      },
      createdAt: now,
    });

    const view = await findPayment(tx, id);
    if (!view) throw new NotFoundError(paymentMessages.notFound);
    const settings = await getOperatorSettings(tx);
    const { bankAccounts: _accounts, ...company } = settings;
    const year = Number(jakartaYear.format(now));
    const sequence = await nextInvoiceSequence(tx, year);
    const number = invoiceNumber(year, sequence);
    const customer = {
      name: view.ownerName,
      email: view.ownerEmail,
      businessName: view.businessName,
    };
    const pdf = await renderInvoicePdf({
      number,
      issuedAt: now,
      company,
      customer,
      line: {
        kind: current.kind,
        package: current.package,
        periodStart,
        periodEnd: endDate,
        baseAmount: current.baseAmount,
        credit: { amount: current.creditAmount, days: current.creditDays },
        uniqueCode: current.uniqueCode,
        amount: current.amount,
      },
      paidWith: { bank: current.payerBank, name: current.payerName },
    });
    await insertInvoice(tx, {
      paymentOrderId: id,
      year,
      sequence,
      number,
      amount: current.amount,
      company,
      customer,
      pdf,
      issuedAt: now,
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
      after: { ...paymentState(confirmed), invoice_number: number },
      createdAt: now,
    });

    const email = await enqueueEmail(tx, {
      to: view.ownerEmail,
      ...paymentConfirmedEmail({
        to: customer,
        order: current,
        invoiceNumber: number,
        endDate,
        dashboardUrl: new URL('/dashboard', ctx.appUrl).toString(),
        settings,
      }),
      attachments: [
        {
          filename: `invoice-${number.replaceAll('/', '-')}.pdf`,
          contentType: 'application/pdf',
          content: pdf,
        },
      ],
    });
    const confirmedView = await findPayment(tx, id);
    if (!confirmedView) throw new NotFoundError(paymentMessages.notFound);
    return { view: confirmedView, email };
  });
};
