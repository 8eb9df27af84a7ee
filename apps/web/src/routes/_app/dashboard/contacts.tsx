import { CONTACTS_BOOK } from '@balasin/shared/contacts-book';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import type { BookContact } from '../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { toast } from '../../../lib/toast.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
import { useDebouncedValue } from '../admin/-components/use-debounced-value.ts';
import { downloadContacts } from './-components/contacts/contact-files.ts';
import { ContactsTable } from './-components/contacts/contacts-table.tsx';
import { ImportContactsModal } from './-components/contacts/import-contacts-modal.tsx';
import { MergeContactModal } from './-components/contacts/merge-contact-modal.tsx';
import { RenameContactModal } from './-components/contacts/rename-contact-modal.tsx';
import { LabelFilter } from './-components/labels/label-filter.tsx';

export const Route = createFileRoute('/_app/dashboard/contacts')({
  loader: headLoader({
    title: en['pageTitle.contacts'],
    description: 'The customers who talk to your business on WhatsApp.',
    path: '/dashboard/contacts',
    noindex: true,
  }),
  head: headFromLoader,
  component: ContactsPage,
});

function ContactsPage() {
  const { trpc } = Route.useRouteContext();
  const { t, format, known } = useLocale();
  const { canManage } = useTeamRole();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 250);
  const [labelId, setLabelId] = useState('');
  const [renaming, setRenaming] = useState<BookContact>();
  const [merging, setMerging] = useState<BookContact>();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const book = useInfiniteQuery(
    trpc.contacts.list.infiniteQueryOptions(
      {
        ...(search ? { q: search } : {}),
        ...(labelId ? { label: labelId } : {}),
        limit: CONTACTS_BOOK.pageSizeDefault,
      },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
  );
  const contacts = book.data?.pages.flatMap((page) => page.items) ?? [];
  const first = book.data?.pages[0];
  const onRename = useCallback((contact: BookContact) => setRenaming(contact), []);
  const onMerge = useCallback((contact: BookContact) => setMerging(contact), []);

  const message = book.isPending
    ? t('contacts.loading')
    : book.isError
      ? t('contacts.loadFailed')
      : contacts.length === 0
        ? search || labelId
          ? t('contacts.noMatch')
          : t('contacts.empty')
        : undefined;

  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('contacts.title')}</h1>
          <p className="dashboard-page-lead">{t('contacts.lead')}</p>
        </div>
        {canManage ? (
          <div className="contacts-file-actions">
            <button type="button" className="button" onClick={() => setImporting(true)}>
              {t('contacts.import')}
            </button>
            <button
              type="button"
              className="button"
              disabled={exporting}
              onClick={async () => {
                setExporting(true);
                const failure = await downloadContacts();
                setExporting(false);
                if (failure) toast.error(known(failure.message ?? t('contacts.exportFailed')));
              }}
            >
              {exporting ? t('contacts.exporting') : t('contacts.export')}
            </button>
          </div>
        ) : null}
      </header>
      {first ? (
        <div className="card contacts-usage">
          <p className="contacts-usage-count">
            {t('contacts.usage', {
              count: format.number(first.count),
              limit: format.number(first.limit),
            })}
          </p>
          <meter
            className="contacts-usage-meter"
            min={0}
            max={first.limit}
            low={first.limit * 0.8}
            high={first.limit * 0.95}
            optimum={0}
            value={first.count}
            aria-label={t('contacts.usageLabel')}
          />
        </div>
      ) : null}
      <div className="contacts-toolbar">
        <Field label={t('contacts.searchLabel')} labelHidden className="contacts-search">
          {(control) => (
            <input
              {...control}
              className="input"
              type="search"
              placeholder={t('contacts.searchPlaceholder')}
              autoComplete="off"
              maxLength={CONTACTS_BOOK.searchMax}
              value={q}
              onChange={(event) => setQ(event.target.value)}
            />
          )}
        </Field>
        <div className="contacts-label-filter">
          <LabelFilter value={labelId} onChange={setLabelId} />
        </div>
        {first && (search || labelId) ? (
          <p className="contacts-matches" role="status">
            {t('contacts.matches', { n: format.number(first.total) })}
          </p>
        ) : null}
      </div>
      {book.isError ? (
        <div className="app-empty" role="alert">
          <p>{t('contacts.loadFailed')}</p>
          <button type="button" className="button" onClick={() => book.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <ContactsTable
          contacts={contacts}
          message={message}
          busy={book.isFetching}
          canManage={canManage}
          onRename={onRename}
          onMerge={onMerge}
        />
      )}
      {book.hasNextPage ? (
        <div className="contacts-more">
          <button
            type="button"
            className="button"
            disabled={book.isFetchingNextPage}
            onClick={() => book.fetchNextPage()}
          >
            {book.isFetchingNextPage ? t('contacts.loadingMore') : t('contacts.loadMore')}
          </button>
        </div>
      ) : null}
      <RenameContactModal contact={renaming} onClose={() => setRenaming(undefined)} />
      <MergeContactModal contact={merging} onClose={() => setMerging(undefined)} />
      <ImportContactsModal open={importing} onClose={() => setImporting(false)} />
    </div>
  );
}
