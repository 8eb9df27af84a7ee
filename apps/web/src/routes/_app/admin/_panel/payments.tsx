import { LIMITS } from '@balasin/shared/limits';
import { PAYMENT_STATUSES, type PaymentStatus } from '@balasin/shared/payment-statuses';
import { paymentMessages } from '@balasin/shared/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import { en } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { PAYMENT_STATUS_LABELS } from '../../../../i18n/status-labels.ts';
import type { AdminPayment } from '../../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';
import { toast } from '../../../../lib/toast.ts';
import { serverMessage } from '../../../../lib/trpc-errors.ts';
import { listSearch, oneOf } from '../-components/list-search.ts';
import { PaymentsTable } from '../-components/payments-table.tsx';
import {
  ConfirmPaymentDialog,
  RejectPaymentDialog,
} from '../-components/review-payment-dialogs.tsx';
import { SubscriptionsPagination } from '../-components/subscriptions-pagination.tsx';
import { useDebouncedValue } from '../-components/use-debounced-value.ts';

type PaymentSearch = { q?: string; status?: PaymentStatus | 'all'; page?: number };

export const Route = createFileRoute('/_app/admin/_panel/payments')({
  validateSearch: (search: Record<string, unknown>): PaymentSearch => ({
    ...listSearch(search),
    status: search.status === 'all' ? 'all' : oneOf(PAYMENT_STATUSES, search.status),
  }),
  loader: headLoader({
    title: en['pageTitle.payments'],
    description: 'Check transfers against their proofs, confirm or reject payments.',
    path: '/admin/payments',
    noindex: true,
  }),
  head: headFromLoader,
  component: PaymentsPage,
});

/**
 * The payments queue: by default the proofs waiting for review, oldest first. Search by e-mail or
 * by the amount on the bank statement; paging and filters run on the server and live in the URL.
 */
function PaymentsPage() {
  const { t } = useLocale();
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  // The queue is what an admin opens this page for; "all" is a choice.
  const status = search.status === 'all' ? undefined : (search.status ?? 'submitted');
  const [typed, setTyped] = useState(search.q ?? '');
  const q = useDebouncedValue(typed, 300);
  useEffect(() => {
    if ((search.q ?? '') === q) return;
    void navigate({
      search: (prev) => ({ ...prev, q: q || undefined, page: undefined }),
      replace: true,
    });
  }, [q, search.q, navigate]);

  const list = useQuery({
    ...trpc.admin.payments.queryOptions({
      q: search.q,
      status,
      page,
      pageSize: LIMITS.adminPageSizeDefault,
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.payments.queryKey() });
  const [confirming, setConfirming] = useState<AdminPayment>();
  const [rejecting, setRejecting] = useState<AdminPayment>();
  const confirm = useMutation(
    trpc.admin.confirmPayment.mutationOptions({
      onSuccess: () => {
        toast.success(t('msg.paymentConfirmed'));
        setConfirming(undefined);
        void refresh();
      },
    }),
  );
  const reject = useMutation(
    trpc.admin.rejectPayment.mutationOptions({
      onSuccess: () => {
        toast.success(t('msg.paymentRejected'));
        setRejecting(undefined);
        void refresh();
      },
    }),
  );

  return (
    <>
      <h1>{t('adminPayments.title')}</h1>
      <search className="admin-filters admin-payment-filters">
        <Field label={t('adminPayments.searchLabel')} labelHidden>
          {(control) => (
            <input
              {...control}
              type="search"
              className="input"
              placeholder={t('adminPayments.searchPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('adminPayments.filterStatus')} labelHidden>
          {(control) => (
            <select
              {...control}
              className="select"
              value={search.status ?? 'submitted'}
              onChange={(event) =>
                void navigate({
                  search: (prev) => ({
                    ...prev,
                    status: event.target.value as PaymentSearch['status'],
                    page: undefined,
                  }),
                })
              }
            >
              <option value="all">{t('adminPayments.all')}</option>
              {PAYMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(PAYMENT_STATUS_LABELS[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </search>
      <PaymentsTable
        items={list.data?.items}
        failed={list.isError}
        busy={list.isFetching}
        onConfirm={(payment) => {
          confirm.reset();
          setConfirming(payment);
        }}
        onReject={(payment) => {
          reject.reset();
          setRejecting(payment);
        }}
      />
      <SubscriptionsPagination
        page={page}
        pageCount={list.data?.pageCount ?? 0}
        onPage={(next) =>
          void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) })
        }
      />
      <ConfirmPaymentDialog
        payment={confirming}
        busy={confirm.isPending}
        error={
          confirm.error
            ? (serverMessage(confirm.error) ?? paymentMessages.confirmFailed)
            : undefined
        }
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => confirming && confirm.mutate({ id: confirming.id })}
      />
      <RejectPaymentDialog
        payment={rejecting}
        busy={reject.isPending}
        error={
          reject.error ? (serverMessage(reject.error) ?? paymentMessages.rejectFailed) : undefined
        }
        onCancel={() => setRejecting(undefined)}
        onReject={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason })}
      />
    </>
  );
}
