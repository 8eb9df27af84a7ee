import { OPEN_PAYMENT_STATUSES, PAYMENT_RULES } from '@balasin/shared/payments';
import { PACKAGE_NUMBER_LIMITS, packageTitle } from '@balasin/shared/plans';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../i18n/status-labels.ts';
import { useAppServices } from '../../../../lib/use-app-services.ts';
import { useErrorToast } from '../../../../lib/use-error-toast.ts';
import { PaymentPanel } from './payment/payment-panel.tsx';
import { UpgradeOffer } from './payment/upgrade-offer.tsx';

const OPEN_STATUSES: readonly string[] = OPEN_PAYMENT_STATUSES;

/** The renewal can be paid from the first reminder on (PAYMENT_RULES.renewalReminderDays). */
const RENEWAL_WINDOW_MS = Math.max(...PAYMENT_RULES.renewalReminderDays) * 86_400_000;

/** How often an open page asks whether an admin has confirmed the transfer under review. */
const REVIEW_POLL_MS = 60_000;

/**
 * An admin confirms the transfer while the owner has this page open, or the owner comes back to
 * it from the confirmation e-mail: the package then shows active without a reload. Returning to
 * the tab reads both lists again whatever their age, and while a proof is under review they are
 * read every minute.
 */
const reviewPoll = (orders: readonly { status: string }[] | undefined) =>
  orders?.some((order) => order.status === 'submitted') ? REVIEW_POLL_MS : false;

/**
 * The package in force and how many of its numbers are used, or why numbers cannot be added yet.
 * "The active subscription" is the first with status active (spec section 5).
 */
export function SubscriptionSummary({
  used,
  tests = 0,
}: {
  used: number | undefined;
  /** Test numbers, which the package does not count: said so beside the count they are not in. */
  tests?: number;
}) {
  const { trpc } = useAppServices();
  const { t, format } = useLocale();
  const payments = useQuery({
    ...trpc.payments.list.queryOptions(),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => reviewPoll(query.state.data),
  });
  const subscriptions = useQuery({
    ...trpc.subscriptions.list.queryOptions(),
    refetchOnWindowFocus: 'always',
    refetchInterval: reviewPoll(payments.data),
  });
  useErrorToast(subscriptions.error, t('msg.fetchSubscriptionFailed'));

  if (!subscriptions.data) return null;
  const active = subscriptions.data.find((subscription) => subscription.status === 'active');
  if (!active) {
    const latest = subscriptions.data[0];
    // A pending owner is told what to pay, where and by when, and can say "I have paid".
    if (latest && latest.status !== 'cancelled') return <PaymentPanel subscriptionId={latest.id} />;
    return (
      <section className="dashboard-subscription is-inactive" aria-label={t('subscription.label')}>
        <p>
          <strong>{t('subscription.noneTitle')}</strong>{' '}
          {latest
            ? `${t('subscription.latest', {
                package: packageTitle(latest.package),
                status: t(SUBSCRIPTION_STATUS_LABELS[latest.status]).toLowerCase(),
              })} `
            : ''}
          {t('subscription.noneText')}
        </p>
      </section>
    );
  }
  const limit = PACKAGE_NUMBER_LIMITS[active.package];
  const endsSoon =
    active.end_date !== null &&
    new Date(active.end_date).getTime() - Date.now() <= RENEWAL_WINDOW_MS;
  // The subscription's newest order: an upgrade being paid shows instead of the offer.
  const latest = payments.data?.find((payment) => payment.subscription_id === active.id);
  const upgrading = latest?.kind === 'upgrade' && OPEN_STATUSES.includes(latest.status);
  const underReview = latest?.status === 'submitted';
  // An upgrade the credit paid for had no order to follow: the summary says what it did.
  const credited = latest?.paid_by_credit && latest.package === active.package ? latest : undefined;
  return (
    <>
      <section className="dashboard-subscription" aria-label={t('subscription.label')}>
        <p>
          <strong>{t('subscription.package', { package: packageTitle(active.package) })}</strong>
          {active.end_date
            ? ` · ${t('subscription.activeUntil', { date: format.longDate(active.end_date) })}`
            : ''}
        </p>
        {used !== undefined ? (
          <p className="dashboard-subscription-usage">
            {t('subscription.usage', { used: format.number(used), limit: format.number(limit) })}
            {tests > 0 ? ` · ${t('subscription.testsFree')}` : null}
          </p>
        ) : null}
        {credited ? (
          <p className="dashboard-subscription-note" data-testid="upgrade-credited">
            {t('upgrade.creditedNote', {
              package: packageTitle(credited.package),
              date: format.longDate(credited.created_at),
              days: credited.credit_days,
            })}
            {credited.credit_extra_days > 0
              ? ` ${t('upgrade.creditedExtraDays', { extra: credited.credit_extra_days })}`
              : null}
          </p>
        ) : null}
        {/* One order at a time: no offer while an upgrade is open or a transfer is under review. */}
        {!upgrading && !underReview && payments.data && active.end_date ? (
          <UpgradeOffer subscription={{ ...active, end_date: active.end_date }} />
        ) : null}
        {/* Every invoice so far, to download again (the e-mails get lost). */}
        <p className="dashboard-subscription-billing">
          <Link to="/dashboard/billing">{t('billing.link')}</Link>
        </p>
      </section>
      {/* From the first reminder on, the renewal is paid here as the first payment was. */}
      {upgrading ? (
        <PaymentPanel subscriptionId={active.id} />
      ) : endsSoon && active.end_date ? (
        <PaymentPanel subscriptionId={active.id} renewsBy={active.end_date} />
      ) : null}
    </>
  );
}
