import {
  claimRenewalReminder,
  type Db,
  enqueueEmail,
  findOpenPaymentForSubscription,
  getOperatorSettings,
  listSubscriptionsEndingSoon,
  lockSubscription,
} from '@balasin/db';
import { PAYMENT_RULES } from '@balasin/shared';
import { renewalReminderEmail } from '../mail/renewal-reminder-email.ts';
import { effectivePaymentStatus } from '../routers/payments/payment-dto.ts';
import { openPaymentOrder } from './open-payment-order.ts';

const DAY_MS = 86_400_000;

/** The most urgent stage reached with `msLeft` to go, or undefined before the first. */
const stageFor = (msLeft: number) =>
  [...PAYMENT_RULES.renewalReminderDays]
    .sort((a, b) => a - b)
    .find((days) => msLeft <= days * DAY_MS);

/**
 * E-mails the owner of every running subscription that reached a reminder stage (14, 7 and 1
 * days before its end), each stage once per end date, with a renewal order to pay: the open one,
 * or a new one. An owner who has already said "I have paid" is not reminded. Each reminder is
 * claimed, ordered and queued in one transaction, so a failure sends nothing and the next pass
 * tries again. Answers how many were sent.
 */
export const sendRenewalReminders = async (db: Db, params: { now: Date; appUrl: string }) => {
  const { now } = params;
  const furthest = Math.max(...PAYMENT_RULES.renewalReminderDays);
  const endingSoon = await listSubscriptionsEndingSoon(db, {
    now,
    horizon: new Date(now.getTime() + furthest * DAY_MS),
  });
  let sent = 0;
  for (const subscription of endingSoon) {
    const endDate = subscription.endDate;
    if (!endDate) continue;
    const daysBefore = stageFor(endDate.getTime() - now.getTime());
    if (daysBefore === undefined) continue;
    const queued = await db.transaction(async (tx) => {
      const claimed = await claimRenewalReminder(tx, {
        subscriptionId: subscription.id,
        endDate,
        daysBefore,
        now,
      });
      if (!claimed) return false;
      // The owner's own "renew" and this job open one order between them, not two.
      await lockSubscription(tx, subscription.id);
      const open = await findOpenPaymentForSubscription(tx, subscription.id);
      const status = open ? effectivePaymentStatus(open, now) : undefined;
      if (status === 'submitted') return false;
      // The owner is paying for an upgrade, whose new period starts on confirmation: a renewal
      // order would pay for the same time.
      if (open?.kind === 'upgrade' && status !== 'expired') return false;
      const order =
        open && status !== 'expired'
          ? open
          : await openPaymentOrder(tx, {
              subscriptionId: subscription.id,
              businessId: subscription.businessId,
              package: subscription.package,
              kind: 'renewal',
              now,
            });
      const mail = renewalReminderEmail({
        to: { name: subscription.ownerName, businessName: subscription.businessName },
        package: subscription.package,
        endDate,
        daysBefore,
        order,
        dashboardUrl: new URL('/dashboard', params.appUrl).toString(),
        settings: await getOperatorSettings(tx),
      });
      await enqueueEmail(tx, { to: subscription.ownerEmail, ...mail });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
};
