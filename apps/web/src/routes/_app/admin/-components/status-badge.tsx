import type { SubscriptionStatus } from '@balasin/shared/plans';
import { useLocale } from '../../../../i18n/locale.tsx';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../i18n/status-labels.ts';

/** Active green, pending yellow, cancelled red, expired grey (spec section 4). */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useLocale();
  return (
    <span className={`admin-badge admin-badge-${status}`}>
      {t(SUBSCRIPTION_STATUS_LABELS[status])}
    </span>
  );
}
