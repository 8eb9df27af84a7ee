import {
  enqueueEmail,
  findPayment,
  getOperatorSettings,
  lockPaymentOrder,
  updatePaymentOrder,
  writeAudit,
} from '@balasin/db';
import { PAYMENT_RULES, paymentMessages } from '@balasin/shared';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { paymentRejectedEmail } from '../../mail/payment-emails.ts';
import { paymentState } from '../../payments/payment-state.ts';
import { adminProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toPaymentDto } from '../payments/payment-dto.ts';
import {
  rejectPaymentInput,
  rejectPaymentMeta,
  rejectPaymentOutput,
} from './review-payment.schema.ts';

export const rejectPaymentProcedure = adminProcedure
  .meta(rejectPaymentMeta)
  .input(rejectPaymentInput)
  .output(rejectPaymentOutput)
  .mutation(async ({ ctx, input }) => {
    if (!isUuid(input.id)) throw new NotFoundError(paymentMessages.notFound);
    const result = await ctx.db.transaction(async (tx) => {
      const current = await lockPaymentOrder(tx, input.id);
      if (!current) throw new NotFoundError(paymentMessages.notFound);
      if (current.status !== 'submitted') throw new ConflictError(paymentMessages.notRejectable);
      const now = ctx.now();
      // The owner gets the full time again to fix it: the code stays theirs meanwhile.
      const renewed = new Date(now.getTime() + PAYMENT_RULES.deadlineHours * 3600_000);
      const updated = await updatePaymentOrder(tx, current.id, {
        status: 'rejected',
        rejectionReason: input.reason,
        reviewedBy: ctx.auth.user.id,
        reviewedAt: now,
        deadline: renewed > current.deadline ? renewed : current.deadline,
        updatedAt: now,
      });
      if (!updated) throw new NotFoundError(paymentMessages.notFound);
      await writeAudit(tx, {
        actorId: ctx.auth.user.id,
        action: BILLING_AUDIT_ACTIONS.paymentRejected,
        entityType: 'payment',
        entityId: current.id,
        before: paymentState(current),
        after: paymentState(updated),
        createdAt: now,
      });
      const view = await findPayment(tx, current.id);
      if (!view) throw new NotFoundError(paymentMessages.notFound);
      const email = await enqueueEmail(tx, {
        to: view.ownerEmail,
        ...paymentRejectedEmail({
          to: { name: view.ownerName, businessName: view.businessName },
          order: updated,
          reason: input.reason,
          dashboardUrl: new URL('/dashboard', ctx.appUrl).toString(),
          settings: await getOperatorSettings(tx),
        }),
      });
      return { view, email };
    });
    ctx.onEmailQueued(result.email);
    return toPaymentDto(result.view, ctx.now());
  });
