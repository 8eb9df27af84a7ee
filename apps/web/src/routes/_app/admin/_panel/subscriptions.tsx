import { LIMITS } from '@balasin/shared/limits';
import type { SubscriptionStatus } from '@balasin/shared/plans';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { en } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { AdminSubscription } from '../../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';
import { toast } from '../../../../lib/toast.ts';
import { serverMessage } from '../../../../lib/trpc-errors.ts';
import { ConfirmStatusDialog } from '../-components/confirm-status-dialog.tsx';
import { EditDatesDialog, type SubscriptionDates } from '../-components/edit-dates-dialog.tsx';
import { SubscriptionFilters } from '../-components/subscription-filters.tsx';
import {
  type SubscriptionSearch,
  validateSubscriptionSearch,
} from '../-components/subscription-search.ts';
import { SubscriptionsPagination } from '../-components/subscriptions-pagination.tsx';
import { SubscriptionsTable } from '../-components/subscriptions-table.tsx';
import { useSubscriptionChanges } from '../-components/use-subscription-changes.ts';

export const Route = createFileRoute('/_app/admin/_panel/subscriptions')({
  validateSearch: validateSubscriptionSearch,
  loader: headLoader({
    title: en['pageTitle.subscriptions'],
    description: 'Search Balasin subscriptions, change their status and correct their dates.',
    path: '/admin/subscriptions',
    noindex: true,
  }),
  head: headFromLoader,
  component: ManageSubscriptions,
});

type StatusChange = { subscription: AdminSubscription; to: SubscriptionStatus };

/**
 * Search, filters and paging run on the server and live in the URL, so a page of ten is one
 * indexed query however many subscriptions there are, and a link or reload shows the same rows.
 */
function ManageSubscriptions() {
  const context = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  const { t } = useLocale();

  const list = useQuery({
    ...context.trpc.admin.subscriptions.queryOptions({
      q: search.q,
      status: search.status,
      package: search.package,
      page,
      pageSize: LIMITS.adminPageSizeDefault,
    }),
    placeholderData: keepPreviousData,
  });
  const { updateStatus, updateDates } = useSubscriptionChanges(context);
  const [statusChange, setStatusChange] = useState<StatusChange>();
  const [editing, setEditing] = useState<AdminSubscription>();

  useEffect(() => {
    if (list.isError) toast.error(t('msg.subscriptionsFailed'), { id: 'subscriptions-failed' });
  }, [list.isError, t]);

  // A bookmarked page beyond the end (rows were removed since) falls back to the last page.
  const pageCount = list.data?.pageCount;
  useEffect(() => {
    if (pageCount === undefined || pageCount === 0 || page <= pageCount) return;
    void navigate({
      search: (prev) => ({ ...prev, page: pageCount > 1 ? pageCount : undefined }),
      replace: true,
    });
  }, [page, pageCount, navigate]);

  // A new search or filter starts again at page 1; typing replaces the history entry.
  const changeFilters = useCallback(
    (change: Pick<SubscriptionSearch, 'q' | 'status' | 'package'>) =>
      void navigate({
        search: (prev) => ({ ...prev, ...change, page: undefined }),
        replace: 'q' in change,
      }),
    [navigate],
  );

  const goToPage = (next: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) });

  const openStatusChange = (subscription: AdminSubscription, to: SubscriptionStatus) => {
    if (to === subscription.status) return;
    updateStatus.reset();
    setStatusChange({ subscription, to });
  };

  const confirmStatusChange = () => {
    if (!statusChange) return;
    updateStatus.mutate(
      { id: statusChange.subscription.id, status: statusChange.to },
      { onSuccess: () => setStatusChange(undefined) },
    );
  };

  const openDates = (subscription: AdminSubscription) => {
    updateDates.reset();
    setEditing(subscription);
  };

  const saveDates = (dates: SubscriptionDates) => {
    if (!editing) return;
    updateDates.mutate({ id: editing.id, ...dates }, { onSuccess: () => setEditing(undefined) });
  };

  return (
    <>
      <h1>{t('admin.subscriptionsTitle')}</h1>
      <SubscriptionFilters
        filters={{ q: search.q, status: search.status, package: search.package }}
        onChange={changeFilters}
      />
      <SubscriptionsTable
        items={list.data?.items}
        failed={list.isError}
        refreshing={list.isPlaceholderData}
        pendingStatus={
          statusChange ? { id: statusChange.subscription.id, to: statusChange.to } : undefined
        }
        onStatusChange={openStatusChange}
        onEditDates={openDates}
      />
      {list.data ? (
        <SubscriptionsPagination
          page={Math.min(page, Math.max(list.data.pageCount, 1))}
          pageCount={list.data.pageCount}
          estimated={list.data.totalIsEstimate}
          onPage={goToPage}
        />
      ) : null}
      <ConfirmStatusDialog
        change={
          statusChange
            ? {
                from: statusChange.subscription.status,
                to: statusChange.to,
                customer: statusChange.subscription,
              }
            : undefined
        }
        busy={updateStatus.isPending}
        error={serverMessage(updateStatus.error)}
        onCancel={() => setStatusChange(undefined)}
        onConfirm={confirmStatusChange}
      />
      <EditDatesDialog
        subscription={editing}
        busy={updateDates.isPending}
        error={serverMessage(updateDates.error)}
        onCancel={() => setEditing(undefined)}
        onSave={saveDates}
      />
    </>
  );
}
