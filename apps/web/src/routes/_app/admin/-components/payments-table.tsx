import { formatRupiah } from '@balasin/shared/format';
import type { PaymentStatus } from '@balasin/shared/payments';
import { packageTitle } from '@balasin/shared/plans';
import { SessionFileLink } from '../../../../components/app/session-file-link.tsx';
import { DataTable, type DataTableColumns } from '../../../../components/ui/data-table.tsx';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import { PAYMENT_KIND_LABELS, PAYMENT_STATUS_LABELS } from '../../../../i18n/status-labels.ts';
import type { AdminPayment } from '../../../../lib/api-types.ts';

/** The subscription badges' colours: done green, waiting yellow, refused red, lapsed grey. */
const BADGE: Record<PaymentStatus, string> = {
  awaiting_payment: 'pending',
  submitted: 'pending',
  confirmed: 'active',
  rejected: 'cancelled',
  expired: 'expired',
};

type Props = {
  items: AdminPayment[] | undefined;
  failed: boolean;
  busy: boolean;
  onConfirm: (payment: AdminPayment) => void;
  onReject: (payment: AdminPayment) => void;
};

/** The queue: who, the exact amount to find on the statement, the proof, and the two decisions. */
export function PaymentsTable({ items, failed, busy, onConfirm, onReject }: Props) {
  const { t, format } = useLocale();
  const columns: DataTableColumns<AdminPayment> = [
    {
      id: 'customer',
      header: t('adminPayments.colCustomer'),
      cell: ({ row }) => (
        <span>
          <span className="admin-user-email">
            <EmailText email={row.original.owner_email} />
          </span>
          <span className="admin-user-business">{row.original.business_name}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('adminPayments.colAmount'),
      // What the order pays for beside its amount: an upgrade's amount is less its credit.
      cell: ({ row }) => (
        <span>
          <span
            className="nowrap"
            title={t('adminPayments.code', { code: row.original.unique_code })}
          >
            {formatRupiah(row.original.amount)}
          </span>
          <span className="admin-user-business">
            {t('adminPayments.order', {
              package: packageTitle(row.original.package),
              kind: t(PAYMENT_KIND_LABELS[row.original.kind]),
            })}
          </span>
          {row.original.paid_by_credit ? (
            <span className="admin-user-business">{t('adminPayments.paidByCredit')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin.colStatus'),
      cell: ({ row }) => (
        <span className={`admin-badge admin-badge-${BADGE[row.original.status]}`}>
          {t(PAYMENT_STATUS_LABELS[row.original.status])}
        </span>
      ),
    },
    {
      id: 'sender',
      header: t('adminPayments.colSender'),
      cell: ({ row }) =>
        row.original.payer_name ? `${row.original.payer_name} (${row.original.payer_bank})` : '-',
    },
    {
      id: 'proof',
      header: t('adminPayments.colProof'),
      cell: ({ row }) =>
        row.original.proof ? (
          <SessionFileLink href={row.original.proof.url} className="nowrap" newTab>
            {t('adminPayments.viewProof')}
          </SessionFileLink>
        ) : (
          '-'
        ),
    },
    {
      id: 'deadline',
      header: t('adminPayments.colDeadline'),
      // An upgrade paid by its credit had nothing to transfer, so no deadline.
      cell: ({ row }) =>
        row.original.paid_by_credit ? '-' : format.deadline(row.original.deadline),
    },
    {
      id: 'actions',
      header: t('admin.colActions'),
      cell: ({ row }) =>
        row.original.status === 'confirmed' ? (
          <span>{row.original.invoice_number ?? '-'}</span>
        ) : row.original.status === 'submitted' ? (
          // Only an order the owner says they paid, with its proof, can be reviewed.
          <span className="admin-row-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => onConfirm(row.original)}
            >
              {t('admin.confirm')}
            </button>
            <button type="button" className="button" onClick={() => onReject(row.original)}>
              {t('adminPayments.reject')}
            </button>
          </span>
        ) : (
          <span>-</span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('adminPayments.title')}
      columns={columns}
      rows={items ?? []}
      getRowId={(row) => row.id}
      busy={busy}
      message={
        failed
          ? t('msg.paymentListFailed')
          : items === undefined
            ? t('adminPayments.loading')
            : items.length === 0
              ? t('adminPayments.empty')
              : undefined
      }
    />
  );
}
