import { PAYMENT_RULES } from '@balasin/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
import { InvoicesTable } from './-components/billing/invoices-table.tsx';

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

/**
 * Billing history: every invoice the business was issued, newest first, a page at a time, to
 * download again when the e-mail is lost or an accountant asks. Orders still open or refused
 * have none and stay on the WhatsApp page, where they are paid. Billing is the owner's and
 * admins' (payments.invoices refuses an agent).
 */
function BillingPage() {
  const { trpc } = Route.useRouteContext();
  const { t } = useLocale();
  const { canManage, known: roleKnown } = useTeamRole();
  const invoices = useInfiniteQuery({
    ...trpc.payments.invoices.infiniteQueryOptions(
      { limit: PAYMENT_RULES.invoicePageDefault },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
    enabled: canManage,
  });
  const items = invoices.data?.pages.flatMap((page) => page.items) ?? [];

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
      <section aria-label={t('billing.caption')} aria-busy={invoices.isPending}>
        {invoices.isPending ? (
          <p className="app-empty" role="status">
            {t('billing.loading')}
          </p>
        ) : invoices.isError && items.length === 0 ? (
          <div className="app-empty" role="alert">
            <p>{t('billing.loadFailed')}</p>
            <button type="button" className="button" onClick={() => void invoices.refetch()}>
              {t('common.tryAgain')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className="app-empty">
            <h2 className="app-empty-title">{t('billing.emptyTitle')}</h2>
            <p>{t('billing.empty')}</p>
          </div>
        ) : (
          <>
            <InvoicesTable invoices={items} />
            {invoices.isFetchNextPageError ? (
              <div className="billing-more" role="alert">
                <p>{t('billing.olderFailed')}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => void invoices.fetchNextPage()}
                >
                  {t('common.tryAgain')}
                </button>
              </div>
            ) : invoices.hasNextPage ? (
              <div className="billing-more">
                <button
                  type="button"
                  className="button"
                  disabled={invoices.isFetchingNextPage}
                  onClick={() => void invoices.fetchNextPage()}
                >
                  {invoices.isFetchingNextPage ? t('common.loading') : t('billing.older')}
                </button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
