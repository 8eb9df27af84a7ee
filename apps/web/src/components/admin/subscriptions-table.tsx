import { formatLongDateId } from '@balasin/shared/format';
import { messages } from '@balasin/shared/messages';
import type { SubscriptionStatus } from '@balasin/shared/plans';
import { PACKAGE_LABELS, STATUS_LABELS, STATUS_OPTIONS } from './labels.ts';
import { StatusBadge } from './status-badge.tsx';
import type { AdminSubscription } from './types.ts';

const COLUMNS = [
  'User',
  'Package',
  'Status',
  'Start Date',
  'End Date',
  'Change Status',
  'Actions',
] as const;

export type PendingStatus = { id: string; to: SubscriptionStatus };

type SubscriptionsTableProps = {
  items: AdminSubscription[] | undefined;
  failed: boolean;
  /** A new page or search is loading while the previous rows stay on screen. */
  refreshing: boolean;
  /** The status chosen in a row's dropdown while its confirmation is open. */
  pendingStatus: PendingStatus | undefined;
  onStatusChange: (subscription: AdminSubscription, to: SubscriptionStatus) => void;
  onEditDates: (subscription: AdminSubscription) => void;
};

function MessageRow({ children }: { children: string }) {
  return (
    <tr className="admin-table-message">
      <td colSpan={COLUMNS.length}>{children}</td>
    </tr>
  );
}

/**
 * The subscriptions table. On narrow screens each row becomes a stacked card; every cell carries
 * its column name in data-label for that, while the header row stays for screen readers.
 */
export function SubscriptionsTable({
  items,
  failed,
  refreshing,
  pendingStatus,
  onStatusChange,
  onEditDates,
}: SubscriptionsTableProps) {
  const body = () => {
    if (!items && failed) return <MessageRow>{messages.subscriptionsFailed}</MessageRow>;
    if (!items) return <MessageRow>Loading subscriptions...</MessageRow>;
    if (items.length === 0) return <MessageRow>No subscriptions found</MessageRow>;
    return items.map((subscription) => (
      <tr key={subscription.id}>
        <td data-label="User">
          <div>
            <span className="admin-user-email">{subscription.owner_email}</span>
            <span className="admin-user-business">{subscription.business_name}</span>
          </div>
        </td>
        <td data-label="Package">{PACKAGE_LABELS[subscription.package]}</td>
        <td data-label="Status">
          <StatusBadge status={subscription.status} />
        </td>
        <td data-label="Start Date" className="admin-date">
          {formatLongDateId(subscription.start_date)}
        </td>
        <td data-label="End Date" className="admin-date">
          {formatLongDateId(subscription.end_date)}
        </td>
        <td data-label="Change Status">
          <select
            className="select admin-status-select"
            aria-label={`Change status for ${subscription.owner_email}`}
            value={pendingStatus?.id === subscription.id ? pendingStatus.to : subscription.status}
            onChange={(event) =>
              onStatusChange(subscription, event.target.value as SubscriptionStatus)
            }
          >
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </td>
        <td data-label="Actions">
          <button
            type="button"
            className="button"
            aria-label={`Edit Dates for ${subscription.owner_email}`}
            onClick={() => onEditDates(subscription)}
          >
            Edit Dates
          </button>
        </td>
      </tr>
    ));
  };

  return (
    <div className="card admin-table-card">
      <table className="admin-table" aria-busy={refreshing || !items}>
        <caption className="visually-hidden">Subscriptions</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </table>
    </div>
  );
}
