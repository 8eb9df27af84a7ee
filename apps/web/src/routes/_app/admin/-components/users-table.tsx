import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableColumns } from '../../../../components/ui/data-table.tsx';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { AdminUser } from '../../../../lib/api-types.ts';
import { RoleBadge, StatusBadge } from './user-badges.tsx';

type Props = { items: AdminUser[] | undefined; failed: boolean; busy: boolean };

/** The user list: who, their role and state, when they joined, and the way to their details. */
export function UsersTable({ items, failed, busy }: Props) {
  const { t, format } = useLocale();
  const columns: DataTableColumns<AdminUser> = [
    {
      id: 'user',
      header: t('admin.colUser'),
      cell: ({ row }) => (
        <span>
          <span className="admin-user-email">
            <EmailText email={row.original.email} />
          </span>
          <span className="admin-user-business">{row.original.name}</span>
        </span>
      ),
    },
    {
      id: 'role',
      header: t('adminUsers.colRole'),
      cell: ({ row }) => <RoleBadge role={row.original.role} />,
    },
    {
      id: 'status',
      header: t('admin.colStatus'),
      cell: ({ row }) => <StatusBadge user={row.original} />,
    },
    {
      id: 'joined',
      header: t('adminUsers.colJoined'),
      cell: ({ row }) => (
        <span className="admin-date">{format.dateTime(row.original.created_at)}</span>
      ),
    },
    {
      id: 'actions',
      header: t('admin.colActions'),
      cell: ({ row }) => (
        <Link
          to="/admin/users"
          search={(prev) => ({ ...prev, user: row.original.id })}
          className="button"
          aria-label={t('adminUsers.viewUser', { email: row.original.email })}
        >
          {t('adminUsers.view')}
        </Link>
      ),
    },
  ];
  const message = failed
    ? t('adminUsers.failed')
    : !items
      ? t('adminUsers.loading')
      : items.length === 0
        ? t('adminUsers.empty')
        : undefined;
  return (
    <DataTable
      caption={t('adminUsers.caption')}
      columns={columns}
      rows={items ?? []}
      getRowId={(user) => user.id}
      message={message}
      busy={busy && Boolean(items)}
    />
  );
}
