import { packageTitle } from '@balasin/shared/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { useOperatorSettings } from '../../../../../lib/operator-settings.ts';
import { toast } from '../../../../../lib/toast.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useSessionUser } from '../../../../../lib/use-session-user.ts';
import { BankTransfer } from '../../../-components/register/bank-transfer.tsx';
import { PaidModal } from './paid-modal.tsx';
import { UpgradeBreakdown } from './upgrade-breakdown.tsx';

/**
 * The pending owner's dashboard: what to pay, where and by when, the state of the confirmation,
 * and "I have paid"; the same for a renewal when a running subscription nears its end, and for
 * an upgrade the owner asked for (with its credit). An order that expired unpaid (or a
 * subscription from before orders existed) gets fresh payment details on request.
 */
export function PaymentPanel({
  subscriptionId,
  renewsBy,
}: {
  subscriptionId: string;
  /** A running subscription's end: the panel renews it (one more period from that date). */
  renewsBy?: string;
}) {
  const { t, format } = useLocale();
  const { trpc } = useAppServices();
  const queryClient = useQueryClient();
  const { bankAccounts } = useOperatorSettings();
  const user = useSessionUser();
  const payments = useQuery(trpc.payments.list.queryOptions());
  const [paying, setPaying] = useState(false);
  const request = useMutation(
    trpc.payments.request.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.payments.list.queryKey() }),
      onError: () => toast.error(t('msg.paymentListFailed')),
    }),
  );

  if (payments.isPending) {
    return (
      <p className="app-empty" role="status">
        {t('payment.loading')}
      </p>
    );
  }
  if (payments.isError) {
    return (
      <section className="dashboard-subscription is-inactive" aria-label={t('payment.title')}>
        <p>{t('msg.paymentListFailed')}</p>
        <button type="button" className="button" onClick={() => void payments.refetch()}>
          {t('payment.retry')}
        </button>
      </section>
    );
  }
  const order = payments.data.find((payment) => payment.subscription_id === subscriptionId);
  // Only an upgrade still to pay heads the panel: a done one (confirmed, or paid by its credit)
  // must not title the renewal that follows it.
  const upgrade =
    order?.kind === 'upgrade' && order.status !== 'expired' && order.status !== 'confirmed'
      ? order
      : undefined;
  const heading = upgrade ? (
    <>
      <h2 className="payment-panel-title">
        {t('payment.upgradeTitle', { package: packageTitle(upgrade.package) })}
      </h2>
      <UpgradeBreakdown
        price={upgrade.base_amount}
        credit={upgrade.credit_amount}
        days={upgrade.credit_days}
        extraDays={upgrade.credit_extra_days}
      />
    </>
  ) : renewsBy ? (
    <>
      <h2 className="payment-panel-title">
        {t('payment.renewTitle', { date: format.longDate(renewsBy) })}
      </h2>
      <p>{t('payment.renewText')}</p>
    </>
  ) : (
    <h2 className="payment-panel-title">{t('payment.title')}</h2>
  );
  if (!order || order.status === 'expired' || order.status === 'confirmed') {
    return (
      <section
        className="dashboard-subscription is-inactive payment-panel"
        aria-label={t('payment.title')}
      >
        {heading}
        <p>{order?.status === 'expired' ? t('payment.expired') : t('payment.none')}</p>
        <button
          type="button"
          className="button button-primary"
          disabled={request.isPending}
          onClick={() => request.mutate({ subscription_id: subscriptionId })}
        >
          {request.isPending ? t('payment.requesting') : t('payment.request')}
        </button>
      </section>
    );
  }
  const submitted = order.status === 'submitted';
  const unverified = user?.role === 'user' && !user.emailVerified;
  return (
    <section
      className="dashboard-subscription is-inactive payment-panel"
      aria-label={t('payment.title')}
    >
      {heading}
      <p className="payment-panel-state" role="status" data-state={order.status}>
        {submitted && order.submitted_at
          ? t('payment.submitted', { date: format.deadline(order.submitted_at) })
          : order.status === 'rejected'
            ? t('payment.rejected')
            : t(
                upgrade
                  ? 'payment.upgradeAwaiting'
                  : renewsBy
                    ? 'payment.renewAwaiting'
                    : 'payment.awaiting',
              )}
      </p>
      {order.status === 'rejected' && order.rejection_reason ? (
        <p className="alert-error">
          {t('payment.reason')}: {order.rejection_reason}
        </p>
      ) : null}
      <BankTransfer
        order={order}
        note={upgrade ? 'upgrade' : renewsBy !== undefined ? 'renewal' : 'activation'}
      />
      {unverified ? (
        <p id="payment-verify-first" className="payment-panel-verify">
          {t('payment.verifyFirst')}
        </p>
      ) : null}
      <div className="payment-panel-actions">
        <button
          type="button"
          className="button button-primary"
          // The server refuses the proof until the address is verified: say so before, not after.
          disabled={unverified}
          aria-describedby={unverified ? 'payment-verify-first' : undefined}
          onClick={() => setPaying(true)}
        >
          {submitted ? t('payment.replaceProof') : t('payment.paid')}
        </button>
      </div>
      <PaidModal
        paymentId={order.id}
        banks={bankAccounts.map((account) => account.bank)}
        open={paying}
        onClose={() => setPaying(false)}
        onSubmitted={() => {
          setPaying(false);
          toast.success(t('msg.paymentSubmitted'));
          void queryClient.invalidateQueries({ queryKey: trpc.payments.list.queryKey() });
        }}
      />
    </section>
  );
}
