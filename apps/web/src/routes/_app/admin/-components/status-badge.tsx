import type { SubscriptionStatus } from '@balasin/shared/plans';
import { STATUS_LABELS } from './labels.ts';

/** Active green, pending yellow, cancelled red, expired grey (spec section 4). */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return <span className={`admin-badge admin-badge-${status}`}>{STATUS_LABELS[status]}</span>;
}
