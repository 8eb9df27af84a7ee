import { findOpenPaymentForSubscription, findPayment, lockSubscription } from '@balasin/db';
import { messages, paymentMessages } from '@balasin/shared';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { openPaymentOrder } from '../../payments/open-payment-order.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { ownedSubscription } from './owned-subscription.ts';
import { effectivePaymentStatus, toPaymentDto } from './payment-dto.ts';
import {
  requestPaymentInput,
  requestPaymentMeta,
  requestPaymentOutput,
} from './request-payment.schema.ts';

export const requestPaymentProcedure = managerProcedure
  .meta(requestPaymentMeta)
  .input(requestPaymentInput)
  .output(requestPaymentOutput)
  .mutation(async ({ ctx, input }) => {
    const id = input.subscription_id;
    if (!isUuid(id)) throw new NotFoundError(messages.subscriptionNotFound);
    const view = await ctx.db.transaction(async (tx) => {
      const subscription = await ownedSubscription(tx, ctx.membership, id);
      // One request at a time per subscription, so two clicks open one order, not two.
      await lockSubscription(tx, subscription.id);
      const now = ctx.now();
      const open = await findOpenPaymentForSubscription(tx, subscription.id);
      if (open && effectivePaymentStatus(open, now) !== 'expired') return findPayment(tx, open.id);
      if (subscription.status === 'cancelled') {
        throw new ConflictError(paymentMessages.noPendingSubscription);
      }
      const order = await openPaymentOrder(tx, {
        subscriptionId: subscription.id,
        businessId: subscription.businessId,
        package: subscription.package,
        kind: subscription.startDate ? 'renewal' : 'registration',
        now,
      });
      return findPayment(tx, order.id);
    });
    if (!view) throw new NotFoundError(paymentMessages.notFound);
    return toPaymentDto(view, ctx.now());
  });
