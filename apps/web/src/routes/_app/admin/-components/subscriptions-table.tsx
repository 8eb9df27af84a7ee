import type { SubscriptionStatus } from '@balasin/shared/plans';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import {
  DataTable,
  type DataTableColumns,
  type dataTableFeatures,
} from '../../../../components/ui/data-table.tsx';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import type { Formatters } from '../../../../i18n/format.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { LocaleContextValue } from '../../../../i18n/locale-context.ts';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../i18n/status-labels.ts';
import type { AdminSubscription } from '../../../../lib/api-types.ts';
import { PACKAGE_LABELS, STATUS_OPTIONS } from './labels.ts';
import { StatusBadge } from './status-badge.tsx';

type Translate = LocaleContextValue['t'];

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

/** A period's date in the admin's language ("28 December 2026" / "28 Desember 2026"), or a dash. */
const longDateOrDash = (format: Formatters, value: string | null) =>
  value ? format.longDate(value) : '-';

/** The spec's columns: User, Package, Status, Start Date, End Date, the status dropdown, Edit. */
const subscriptionColumns = (
  t: Translate,
  format: Formatters,
  pendingStatus: PendingStatus | undefined,
  onStatusChange: SubscriptionsTableProps['onStatusChange'],
  onEditDates: SubscriptionsTableProps['onEditDates'],
): DataTableColumns<AdminSubscription> =>
  column.columns([
    column.display({
      id: 'user',
      header: t('admin.colUser'),
      cell: ({ row: { original } }) => (
        <div>
          <span className="admin-user-email">
            <EmailText email={original.owner_email} />
          </span>
          <span className="admin-user-business">{original.business_name}</span>
        </div>
      ),
    }),
    column.accessor('package', {
      header: t('admin.colPackage'),
      cell: ({ getValue }) => PACKAGE_LABELS[getValue()],
    }),
    column.accessor('status', {
      header: t('admin.colStatus'),
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    column.accessor('start_date', {
      header: t('admin.colStart'),
      cell: ({ getValue }) => (
        <span className="admin-date">{longDateOrDash(format, getValue())}</span>
      ),
    }),
    column.accessor('end_date', {
      header: t('admin.colEnd'),
      cell: ({ getValue }) => (
        <span className="admin-date">{longDateOrDash(format, getValue())}</span>
      ),
    }),
    column.display({
      id: 'change-status',
      header: t('admin.colChangeStatus'),
      cell: ({ row: { original } }) => (
        <select
          className="select admin-status-select"
          aria-label={t('admin.changeStatusFor', { email: original.owner_email })}
          value={pendingStatus?.id === original.id ? pendingStatus.to : original.status}
          onChange={(event) => onStatusChange(original, event.target.value as SubscriptionStatus)}
        >
          {STATUS_OPTIONS.map((status) => (
            <option key={status} value={status}>
              {t(SUBSCRIPTION_STATUS_LABELS[status])}
            </option>
          ))}
        </select>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('admin.colActions'),
      cell: ({ row: { original } }) => (
        <button
          type="button"
          className="button"
          aria-label={t('admin.editDatesFor', { email: original.owner_email })}
          onClick={() => onEditDates(original)}
        >
          {t('admin.editDates')}
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
  const { t, format } = useLocale();
  const columns = useMemo(
    () => subscriptionColumns(t, format, pendingStatus, onStatusChange, onEditDates),
    [t, format, pendingStatus, onStatusChange, onEditDates],
  );
  const message =
    !items && failed
      ? t('msg.subscriptionsFailed')
      : !items
        ? t('admin.loadingSubscriptions')
        : items.length === 0
          ? t('admin.noSubscriptions')
          : undefined;
  return (
    <DataTable
      caption={t('admin.subscriptionsCaption')}
      columns={columns}
      rows={items ?? NO_ROWS}
      getRowId={(subscription) => subscription.id}
      message={message}
      busy={refreshing || !items}
    />
  );
}
