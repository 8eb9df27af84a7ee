import { DataTable, type DataTableColumns } from '../../../../components/ui/data-table.tsx';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { AuditEntry } from '../../../../lib/api-types.ts';
import { describeAudit } from './audit-description.ts';
import { AuditTarget } from './audit-target.tsx';

type Props = { items: AuditEntry[] | undefined; failed: boolean; busy: boolean };

/**
 * The log newest first: when, who, and what happened in a sentence naming its target as an admin
 * knows it (linked to where it is shown), with the raw action kept.
 */
export function AuditTable({ items, failed, busy }: Props) {
  const { t, rich, format } = useLocale();
  const columns: DataTableColumns<AuditEntry> = [
    {
      id: 'when',
      header: t('adminAudit.colWhen'),
      cell: ({ row }) => (
        <span className="admin-date">{format.dateTime(row.original.created_at)}</span>
      ),
    },
    {
      id: 'actor',
      header: t('adminAudit.colActor'),
      cell: ({ row }) => (
        <span className="admin-user-email">
          {row.original.actor_kind === 'system' ? (
            t('adminAudit.system')
          ) : row.original.actor_email ? (
            <EmailText email={row.original.actor_email} />
          ) : (
            t('adminAudit.deletedUser')
          )}
          {row.original.actor_kind === 'deleted_user' && row.original.actor_email ? (
            <span className="admin-user-business">{t('adminAudit.accountDeleted')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'what',
      header: t('adminAudit.colWhat'),
      cell: ({ row }) => {
        const { key, params, target } = describeAudit(row.original);
        return (
          <span>
            <span className="admin-audit-text">
              {rich(key, { ...params, target: target ? <AuditTarget target={target} /> : null })}
            </span>
            <code className="admin-user-business">{row.original.action}</code>
          </span>
        );
      },
    },
  ];
  const message = failed
    ? t('adminAudit.failed')
    : !items
      ? t('adminAudit.loading')
      : items.length === 0
        ? t('adminAudit.empty')
        : undefined;
  return (
    <DataTable
      caption={t('adminAudit.caption')}
      columns={columns}
      rows={items ?? []}
      getRowId={(entry) => entry.id}
      message={message}
      busy={busy && Boolean(items)}
    />
  );
}
