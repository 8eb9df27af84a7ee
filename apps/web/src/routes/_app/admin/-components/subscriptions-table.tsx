import { formatLongDateId } from '@balasin/shared/format';
import { messages } from '@balasin/shared/messages';
import type { SubscriptionStatus } from '@balasin/shared/plans';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  DataTable,
  type DataTableColumns,
  type dataTableFeatures,
} from '../../../../components/ui/data-table.tsx';
import type { AdminSubscription } from '../../../../lib/api-types.ts';
import { PACKAGE_LABELS, STATUS_LABELS, STATUS_OPTIONS } from './labels.ts';
import { StatusBadge } from './status-badge.tsx';

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

const column = createColumnHelper<typeof dataTableFeatures, AdminSubscription>();
const NO_ROWS: AdminSubscription[] = [];

/** The spec's columns: User, Package, Status, Start Date, End Date, the status dropdown, Edit. */
const subscriptionColumns = (
  pendingStatus: PendingStatus | undefined,
  onStatusChange: SubscriptionsTableProps['onStatusChange'],
  onEditDates: SubscriptionsTableProps['onEditDates'],
): DataTableColumns<AdminSubscription> =>
  column.columns([
    column.display({
      id: 'user',
      header: 'User',
      cell: ({ row: { original } }) => (
        <div>
          <span className="admin-user-email">{original.owner_email}</span>
          <span className="admin-user-business">{original.business_name}</span>
        </div>
      ),
    }),
    column.accessor('package', {
      header: 'Package',
      cell: ({ getValue }) => PACKAGE_LABELS[getValue()],
    }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    column.accessor('start_date', {
      header: 'Start Date',
      cell: ({ getValue }) => <span className="admin-date">{formatLongDateId(getValue())}</span>,
    }),
    column.accessor('end_date', {
      header: 'End Date',
      cell: ({ getValue }) => <span className="admin-date">{formatLongDateId(getValue())}</span>,
    }),
    column.display({
      id: 'change-status',
      header: 'Change Status',
      cell: ({ row: { original } }) => (
        <select
          className="select admin-status-select"
          aria-label={`Change status for ${original.owner_email}`}
          value={pendingStatus?.id === original.id ? pendingStatus.to : original.status}
          onChange={(event) => onStatusChange(original, event.target.value as SubscriptionStatus)}
        >
          {STATUS_OPTIONS.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original } }) => (
        <button
          type="button"
          className="button"
          aria-label={`Edit Dates for ${original.owner_email}`}
          onClick={() => onEditDates(original)}
        >
          Edit Dates
        </button>
      ),
    }),
  ]);

/** The subscriptions list: rows as a table on wide screens, as stacked cards on narrow ones. */
export function SubscriptionsTable({
  items,
  failed,
  refreshing,
  pendingStatus,
  onStatusChange,
  onEditDates,
}: SubscriptionsTableProps) {
  const columns = useMemo(
    () => subscriptionColumns(pendingStatus, onStatusChange, onEditDates),
    [pendingStatus, onStatusChange, onEditDates],
  );
  const message =
    !items && failed
      ? messages.subscriptionsFailed
      : !items
        ? 'Loading subscriptions...'
        : items.length === 0
          ? 'No subscriptions found'
          : undefined;
  return (
    <DataTable
      caption="Subscriptions"
      columns={columns}
      rows={items ?? NO_ROWS}
      getRowId={(subscription) => subscription.id}
      message={message}
      busy={refreshing || !items}
    />
  );
}
