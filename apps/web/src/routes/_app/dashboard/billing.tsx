import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import type { Payment } from '../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
import {
  type InvoicedPayment,
  InvoicesTable,
  invoiceDate,
} from './-components/billing/invoices-table.tsx';

export const Route = createFileRoute('/_app/dashboard/billing')({
  loader: headLoader({
    title: en['pageTitle.billing'],
    description: "Your business's invoices, to download as PDF.",
    path: '/dashboard/billing',
    noindex: true,
  }),
  head: headFromLoader,
  component: BillingPage,
});

const invoiced = (payment: Payment): payment is InvoicedPayment =>
  payment.invoice_number !== null && payment.invoice_url !== null;

/**
 * Billing history: every payment that has an invoice, to download again when the e-mail is lost
 * or an accountant asks. Orders still open or refused have none and stay on the WhatsApp page,
 * where they are paid. Billing is the owner's and admins' (payments.list refuses an agent).
 */
function BillingPage() {
  const { trpc } = Route.useRouteContext();
  const { t } = useLocale();
  const { canManage, known: roleKnown } = useTeamRole();
  // The same query as the subscription summary's: one request, one cache.
  const payments = useQuery({ ...trpc.payments.list.queryOptions(), enabled: canManage });
  const invoices = (payments.data ?? [])
    .filter(invoiced)
    .sort((a, b) => invoiceDate(b).localeCompare(invoiceDate(a)));

  const header = (
    <header className="dashboard-page-header">
      <div>
        <h1>{t('billing.title')}</h1>
        {canManage ? <p className="dashboard-page-lead">{t('billing.lead')}</p> : null}
      </div>
    </header>
  );
  if (roleKnown && !canManage) {
    return (
      <div className="dashboard-page">
        {header}
        <p className="app-notice">{t('team.agentView')}</p>
      </div>
    );
  }
  return (
    <div className="dashboard-page">
      {header}
      <section aria-label={t('billing.caption')} aria-busy={payments.isPending}>
        {payments.isPending ? (
          <p className="app-empty" role="status">
            {t('billing.loading')}
          </p>
        ) : payments.isError ? (
          <div className="app-empty" role="alert">
            <p>{t('billing.loadFailed')}</p>
            <button type="button" className="button" onClick={() => void payments.refetch()}>
              {t('common.tryAgain')}
            </button>
          </div>
        ) : invoices.length === 0 ? (
          <div className="app-empty">
            <h2 className="app-empty-title">{t('billing.emptyTitle')}</h2>
            <p>{t('billing.empty')}</p>
          </div>
        ) : (
          <InvoicesTable invoices={invoices} />
        )}
      </section>
    </div>
  );
}
