import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale.tsx';
import { useAppServices } from '../../../../lib/use-app-services.ts';

/**
 * Why the numbers stopped sending: the subscription has expired (or an admin cancelled it). The
 * server refuses every send then, and fails what was still queued; customers' messages still
 * arrive. Read from the same query as the subscription summary, so it costs no request.
 */
export function SendingStoppedNotice() {
  const { trpc } = useAppServices();
  const { t } = useLocale();
  const subscriptions = useQuery(trpc.subscriptions.list.queryOptions());
  const list = subscriptions.data ?? [];
  if (list.some((subscription) => subscription.status === 'active')) return null;
  const status = list[0]?.status;
  if (status !== 'expired' && status !== 'cancelled') return null;
  return (
    <div className="alert-error sending-stopped" role="status">
      <p>
        <strong>
          {status === 'expired' ? t('numbers.sendingExpired') : t('numbers.sendingCancelled')}
        </strong>
      </p>
      <p>{t('numbers.sendingStillReceived')}</p>
    </div>
  );
}
