import { formatRupiah } from '@balasin/shared/format';
import { packageTitle } from '@balasin/shared/plans';
import { SessionFileLink } from '../../../../../components/app/session-file-link.tsx';
import { DataTable, type DataTableColumns } from '../../../../../components/ui/data-table.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { PAYMENT_KIND_LABELS } from '../../../../../i18n/status-labels.ts';
import type { Invoice } from '../../../../../lib/api-types.ts';

/**
 * The business's invoices, newest first: number, date, what was paid for, the amount, and the PDF
 * as it was issued and e-mailed. The file is behind the session, so the link refreshes an expired
 * access cookie before the browser downloads it (SessionFileLink).
 */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t, format } = useLocale();
  const columns: DataTableColumns<Invoice> = [
    {
      id: 'number',
      header: t('billing.colNumber'),
      cell: ({ row }) => <span className="nowrap">{row.original.number}</span>,
    },
    {
      id: 'date',
      header: t('billing.colDate'),
      cell: ({ row }) => <span className="nowrap">{format.longDate(row.original.issued_at)}</span>,
    },
    {
      id: 'for',
      header: t('billing.colFor'),
      cell: ({ row }) => (
        <span>
          {t('billing.order', {
            package: packageTitle(row.original.package),
            kind: t(PAYMENT_KIND_LABELS[row.original.kind]),
          })}
          {row.original.paid_by_credit ? (
            <span className="billing-order-note">{t('billing.paidByCredit')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('billing.colAmount'),
      cell: ({ row }) => <span className="nowrap">{formatRupiah(row.original.amount)}</span>,
    },
    {
      id: 'download',
      header: t('billing.colDownload'),
      cell: ({ row }) => (
        <SessionFileLink href={row.original.url} download className="billing-download">
          {t('billing.download')}
          <span className="visually-hidden"> {row.original.number}</span>
        </SessionFileLink>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('billing.caption')}
      columns={columns}
      rows={invoices}
      getRowId={(row) => row.id}
    />
  );
}
