import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { VerifyEmailBanner } from '../../../components/app/verify-email-banner.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import type { WhatsappNumber } from '../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
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
import { SendingStoppedNotice } from './-components/sending-stopped-notice.tsx';
import { SubscriptionSummary } from './-components/subscription-summary.tsx';

export const Route = createFileRoute('/_app/dashboard/')({
  loader: headLoader({
    title: en['pageTitle.numbers'],
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
  const { canManage, known: roleKnown } = useTeamRole();
  // Numbers are the owner's and admins'; an agent's place is the inbox.
  const numbers = useQuery({ ...trpc.whatsappNumbers.list.queryOptions(), enabled: canManage });
  useErrorToast(numbers.error, t('msg.fetchNumbersFailed'));
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

  if (roleKnown && !canManage) {
    return (
      <div className="dashboard-page">
        <header className="dashboard-page-header">
          <h1>{t('numbers.title')}</h1>
        </header>
        <p className="app-notice">{t('team.agentView')}</p>
        <p>
          <Link to="/dashboard/inbox" className="button button-primary">
            {t('team.openInbox')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('numbers.title')}</h1>
          <p className="dashboard-page-lead">{t('numbers.lead')}</p>
        </div>
        {none || !canManage ? null : addButton}
      </header>
      {canManage ? <VerifyEmailBanner /> : null}
      {canManage ? <SendingStoppedNotice /> : null}
      {canManage ? (
        <SubscriptionSummary
          used={numbers.data?.filter((number) => !number.test).length}
          tests={numbers.data?.filter((number) => number.test).length}
        />
      ) : null}
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
                  {t(filter.label)}
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
          <p className="app-empty">{t('msg.fetchNumbersFailed')}</p>
        ) : shown.length === 0 ? (
          <div className="app-empty">
            <h2 className="app-empty-title">{t('numbers.empty')}</h2>
            {none && canManage ? (
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
                <NumberCard
                  number={number}
                  canManage={canManage}
                  onDelete={() => setDeleting(number)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {canManage ? <QuickStartGuide firstNumberId={numbers.data?.[0]?.id} /> : null}
      <AddNumberModal open={adding} onClose={() => setAdding(false)} />
      <DeleteNumberModal number={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
