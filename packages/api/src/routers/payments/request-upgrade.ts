import {
  findOpenPaymentForSubscription,
  findPayment,
  lockSubscription,
  updatePaymentOrder,
} from '@balasin/db';
import {
  creditCoversPrice,
  messages,
  paymentMessages,
  upgradeCredit,
  upgradeTargets,
} from '@balasin/shared';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { applyCreditedUpgrade } from '../../payments/apply-credited-upgrade.ts';
import { openPaymentOrder } from '../../payments/open-payment-order.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { ownedSubscription } from './owned-subscription.ts';
import { effectivePaymentStatus, toPaymentDto } from './payment-dto.ts';
import {
  requestUpgradeInput,
  requestUpgradeMeta,
  requestUpgradeOutput,
} from './request-upgrade.schema.ts';

export const requestUpgradeProcedure = managerProcedure
  .meta(requestUpgradeMeta)
  .input(requestUpgradeInput)
  .output(requestUpgradeOutput)
  .mutation(async ({ ctx, input }) => {
    const id = input.subscription_id;
    if (!isUuid(id)) throw new NotFoundError(messages.subscriptionNotFound);
    const view = await ctx.db.transaction(async (tx) => {
      const owned = await ownedSubscription(tx, ctx.membership, id);
      // Under the subscription's lock, like renewals: two clicks open one order, not two.
      const subscription = await lockSubscription(tx, owned.id);
      if (!subscription) throw new NotFoundError(messages.subscriptionNotFound);
      const now = ctx.now();
      if (!upgradeTargets(subscription.package).includes(input.package)) {
        throw new ConflictError(paymentMessages.upgradeNotBigger);
      }
      if (
        subscription.status !== 'active' ||
        !subscription.endDate ||
        subscription.endDate <= now
      ) {
        throw new ConflictError(paymentMessages.upgradeNeedsActive);
      }
      const open = await findOpenPaymentForSubscription(tx, subscription.id);
      const openStatus = open ? effectivePaymentStatus(open, now) : undefined;
      if (open && openStatus !== 'expired') {
        if (openStatus === 'submitted') {
          throw new ConflictError(paymentMessages.upgradeWhileSubmitted);
        }
        if (open.kind === 'upgrade' && open.package === input.package) {
          return findPayment(tx, open.id);
        }
        // An unpaid renewal (or another upgrade) would pay for the same time as this order: it
        // ends here, and its code is free again.
        await updatePaymentOrder(tx, open.id, { status: 'expired', updatedAt: now });
      }
      const credit = upgradeCredit(
        { package: subscription.package, endDate: subscription.endDate },
        input.package,
        now,
      );
      if (creditCoversPrice(credit, input.package)) {
        return applyCreditedUpgrade(tx, {
          subscription,
          package: input.package,
          credit,
          actorId: ctx.auth.user.id,
          appUrl: ctx.appUrl,
          now,
        });
      }
      const order = await openPaymentOrder(tx, {
        subscriptionId: subscription.id,
        businessId: subscription.businessId,
        package: input.package,
        kind: 'upgrade',
        credit,
        now,
      });
      return findPayment(tx, order.id);
    });
    if (!view) throw new NotFoundError(paymentMessages.notFound);
    return toPaymentDto(view, ctx.now());
  });
