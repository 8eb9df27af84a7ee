import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useErrorToast } from '../../../../../lib/use-error-toast.ts';
import { useTeamRole } from '../../../../../lib/use-team-role.ts';
import { useDebouncedValue } from '../../../admin/-components/use-debounced-value.ts';
import { ConversationRow } from './conversation-row.tsx';
import { InboxFilterBar } from './inbox-filter-bar.tsx';
import { DEFAULT_FILTERS, type InboxFilters } from './inbox-filters.ts';
import { useListKeys } from './use-list-keys.ts';

const SEARCH_DELAY_MS = 300;
/** Relative times ("5 min") move on while the list is open. */
const CLOCK_MS = 30_000;

/** The inbox's left side: the filters and the conversations, latest activity first. */
export function ConversationList({ selectedId }: { selectedId: string | undefined }) {
  const { trpc } = useAppServices();
  const { t } = useLocale();
  const { canManage } = useTeamRole();
  const [filters, setFilters] = useState<InboxFilters>(DEFAULT_FILTERS);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [now, setNow] = useState(() => Date.now());
  const listRef = useRef<HTMLUListElement>(null);
  useListKeys(listRef);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const conversations = useInfiniteQuery(
    trpc.conversations.list.infiniteQueryOptions(
      {
        assignee: filters.assignee,
        status: filters.status,
        limit: 30,
        ...(filters.numberId ? { number_id: filters.numberId } : {}),
        ...(filters.labelId ? { label: filters.labelId } : {}),
        ...(q ? { q } : {}),
      },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
  );
  useErrorToast(conversations.error, t('msg.inboxFetchFailed'));
  // Owners and admins filter by any of their numbers; an agent, by the numbers in the list.
  const numbersQuery = useQuery({
    ...trpc.whatsappNumbers.list.queryOptions(),
    enabled: canManage,
  });
  const items = useMemo(
    () => conversations.data?.pages.flatMap((page) => page.items) ?? [],
    [conversations.data],
  );
  const numbers = useMemo(() => {
    if (numbersQuery.data) return numbersQuery.data.map(({ id, name }) => ({ id, name }));
    const seen = new Map(items.map((item) => [item.number_id, item.number_name]));
    return [...seen].map(([id, name]) => ({ id, name }));
  }, [numbersQuery.data, items]);
  const filtered =
    q !== '' || filters.numberId !== '' || filters.labelId !== '' || filters.assignee !== 'all';

  return (
    <section className="inbox-list" aria-labelledby="inbox-title">
      <header className="inbox-list-header">
        <h1 id="inbox-title">{t('inbox.title')}</h1>
        <p className="inbox-keys">{t('inbox.keys')}</p>
      </header>
      <InboxFilterBar
        filters={filters}
        search={search}
        onSearch={setSearch}
        onChange={setFilters}
        numbers={numbers}
      />
      {conversations.isPending ? (
        <p className="app-empty" role="status">
          {t('inbox.loading')}
        </p>
      ) : conversations.isError ? (
        <div className="app-empty" role="alert">
          <p>{t('inbox.loadFailed')}</p>
          <button type="button" className="button" onClick={() => conversations.refetch()}>
            {t('inbox.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="app-empty">
          <p className="app-empty-title">{t('inbox.empty')}</p>
          <p>{filtered ? t('inbox.emptyFiltered') : t('inbox.emptyHint')}</p>
        </div>
      ) : (
        <>
          <ul className="inbox-rows" ref={listRef} aria-label={t('inbox.listLabel')}>
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  selected={conversation.id === selectedId}
                  now={now}
                />
              </li>
            ))}
          </ul>
          {conversations.hasNextPage ? (
            <button
              type="button"
              className="button inbox-more"
              disabled={conversations.isFetchingNextPage}
              onClick={() => conversations.fetchNextPage()}
            >
              {conversations.isFetchingNextPage ? t('inbox.loadingMore') : t('inbox.loadMore')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
