import { messages } from '@balasin/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useLocale } from '../../../i18n/locale.tsx';
import type { WhatsappNumber } from '../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { AddNumberModal } from './-components/add-number-modal.tsx';
import { DeleteNumberModal } from './-components/delete-number-modal.tsx';
import { NumberCard } from './-components/number-card.tsx';
import {
  filterNumbers,
  isStatusFilter,
  STATUS_FILTERS,
  type StatusFilter,
} from './-components/number-filters.ts';
import { QuickStartGuide } from './-components/quick-start-guide.tsx';
import { SubscriptionSummary } from './-components/subscription-summary.tsx';

export const Route = createFileRoute('/_app/dashboard/')({
  loader: headLoader({
    title: 'WhatsApp Numbers',
    description: 'Add, find and remove the WhatsApp numbers your AI customer support answers.',
    path: '/dashboard',
    noindex: true,
  }),
  head: headFromLoader,
  component: NumbersPage,
});

function NumbersPage() {
  const { trpc } = Route.useRouteContext();
  const { t } = useLocale();
  const numbers = useQuery(trpc.whatsappNumbers.list.queryOptions());
  useErrorToast(numbers.error, messages.fetchNumbersFailed);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WhatsappNumber>();
  const shown = filterNumbers(numbers.data ?? [], search, status);
  // With no number at all, the empty list itself offers the first one (and the header does not).
  const none = numbers.isSuccess && numbers.data.length === 0;
  const addButton = (
    <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
      {t('numbers.add')}
    </button>
  );

  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('numbers.title')}</h1>
          <p className="dashboard-page-lead">{t('numbers.lead')}</p>
        </div>
        {none ? null : addButton}
      </header>
      <SubscriptionSummary used={numbers.data?.filter((number) => !number.test).length} />
      <search className="dashboard-toolbar">
        <Field label={t('numbers.search')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="search"
              placeholder={t('numbers.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('numbers.status')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={status}
              onChange={(event) => {
                if (isStatusFilter(event.target.value)) setStatus(event.target.value);
              }}
            >
              {STATUS_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </search>
      <section aria-label={t('numbers.listLabel')} aria-busy={numbers.isPending}>
        {numbers.isPending ? (
          <p className="app-empty" role="status">
            {t('numbers.loading')}
          </p>
        ) : numbers.isError ? (
          <p className="app-empty">{messages.fetchNumbersFailed}</p>
        ) : shown.length === 0 ? (
          <div className="app-empty">
            <h2 className="app-empty-title">{t('numbers.empty')}</h2>
            {none ? (
              <>
                <p>{t('numbers.emptyFirst')}</p>
                {addButton}
              </>
            ) : (
              <p>{t('numbers.emptyFiltered')}</p>
            )}
          </div>
        ) : (
          <ul className="number-grid">
            {shown.map((number) => (
              <li key={number.id}>
                <NumberCard number={number} onDelete={() => setDeleting(number)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <QuickStartGuide />
      <AddNumberModal open={adding} onClose={() => setAdding(false)} />
      <DeleteNumberModal number={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
