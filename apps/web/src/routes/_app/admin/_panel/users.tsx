import { LIMITS } from '@balasin/shared/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import { en } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';
import { CursorPagination, useCursorPages } from '../-components/cursor-pagination.tsx';
import { listSearch } from '../-components/list-search.ts';
import { useDebouncedValue } from '../-components/use-debounced-value.ts';
import { UserDetail } from '../-components/user-detail.tsx';
import { UsersTable } from '../-components/users-table.tsx';

export const Route = createFileRoute('/_app/admin/_panel/users')({
  validateSearch: (search: Record<string, unknown>): { q?: string; user?: string } => ({
    q: listSearch(search).q,
    // The user shown in detail: a panel in place of the list, so Back returns to the same search.
    user: typeof search.user === 'string' && search.user.length <= 100 ? search.user : undefined,
  }),
  loader: headLoader({
    title: en['pageTitle.users'],
    description: 'Balasin user management.',
    path: '/admin/users',
    noindex: true,
  }),
  head: headFromLoader,
  component: ManageUsers,
});

function ManageUsers() {
  const { trpc } = Route.useRouteContext();
  const { user } = Route.useSearch();
  return user ? <UserDetail key={user} userId={user} trpc={trpc} /> : <UsersList />;
}

/** Every account, newest first, searched by e-mail or name on the server and paged by cursor. */
function UsersList() {
  const { t } = useLocale();
  const { trpc } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const pages = useCursorPages();
  const [typed, setTyped] = useState(search.q ?? '');
  const q = useDebouncedValue(typed, 300);
  const { reset } = pages;
  // One or two characters would match nearly everyone and no index helps: wait for a third.
  const tooShort = q.trim().length > 0 && q.trim().length < 3;
  useEffect(() => {
    if ((search.q ?? '') === q || tooShort) return;
    reset();
    void navigate({ search: (prev) => ({ ...prev, q: q || undefined }), replace: true });
  }, [q, search.q, tooShort, navigate, reset]);

  const list = useQuery({
    ...trpc.admin.users.queryOptions({
      q: search.q,
      cursor: pages.cursor,
      pageSize: LIMITS.adminPageSizeDefault,
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <h1>{t('admin.usersTitle')}</h1>
      <search className="admin-filters admin-filters-single">
        <Field
          label={t('adminUsers.searchLabel')}
          labelHidden
          hint={tooShort ? t('adminUsers.tooShort') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              className="input"
              placeholder={t('adminUsers.searchPlaceholder')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
      </search>
      <UsersTable items={list.data?.items} failed={list.isError} busy={list.isFetching} />
      <CursorPagination
        page={pages.page}
        hasNext={Boolean(list.data?.next_cursor)}
        onPrevious={pages.previous}
        onNext={() => list.data?.next_cursor && pages.next(list.data.next_cursor)}
      />
    </>
  );
}
