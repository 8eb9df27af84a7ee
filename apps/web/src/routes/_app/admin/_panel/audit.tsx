import { LIMITS } from '@balasin/shared/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import { en } from '../../../../i18n/en.ts';
import { useLocale } from '../../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../../lib/head.ts';
import { AuditTable } from '../-components/audit-table.tsx';
import { CursorPagination, useCursorPages } from '../-components/cursor-pagination.tsx';
import { useDebouncedValue } from '../-components/use-debounced-value.ts';

type AuditSearch = { action?: string; actor?: string; target?: string; from?: string; to?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;
const day = (value: unknown) => (typeof value === 'string' && DAY.test(value) ? value : undefined);

/** A calendar day in Jakarta (where the operator works) as the instant it starts. */
const dayStart = (value: string, plusDays = 0) => {
  const at = new Date(`${value}T00:00:00+07:00`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at.toISOString();
};

export const Route = createFileRoute('/_app/admin/_panel/audit')({
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    action: text(search.action, 100),
    actor: text(search.actor, LIMITS.emailMax),
    target: text(search.target, 100),
    from: day(search.from),
    to: day(search.to),
  }),
  loader: headLoader({
    title: en['pageTitle.audit'],
    description: 'Every admin action, newest first.',
    path: '/admin/audit',
    noindex: true,
  }),
  head: headFromLoader,
  component: AuditPage,
});

/** Every admin action and system change, newest first; the filters live in the address. */
function AuditPage() {
  const { t } = useLocale();
  const { trpc } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const pages = useCursorPages();
  const [actor, setActor] = useState(search.actor ?? '');
  const [target, setTarget] = useState(search.target ?? '');
  const typedActor = useDebouncedValue(actor, 300);
  const typedTarget = useDebouncedValue(target, 300);
  const { reset } = pages;
  const setFilter = (patch: Partial<AuditSearch>) => {
    reset();
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  };
  useEffect(() => {
    if ((search.actor ?? '') === typedActor && (search.target ?? '') === typedTarget) return;
    reset();
    void navigate({
      search: (prev) => ({
        ...prev,
        actor: typedActor.trim() || undefined,
        target: typedTarget.trim() || undefined,
      }),
      replace: true,
    });
  }, [typedActor, typedTarget, search.actor, search.target, navigate, reset]);

  // A half-typed id would only be refused: the filter waits for a whole one.
  const badTarget = Boolean(search.target && !UUID.test(search.target));
  const list = useQuery({
    ...trpc.admin.auditLog.queryOptions({
      action: search.action,
      actor: search.actor,
      entityId: badTarget ? undefined : search.target,
      from: search.from ? dayStart(search.from) : undefined,
      to: search.to ? dayStart(search.to, 1) : undefined,
      cursor: pages.cursor,
      pageSize: LIMITS.adminPageSizeDefault,
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(
    search.action || search.actor || search.target || search.from || search.to,
  );

  return (
    <>
      <h1>{t('adminAudit.title')}</h1>
      <search className="admin-filters admin-audit-filters">
        <Field label={t('adminAudit.filterAction')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={search.action ?? ''}
              onChange={(event) => setFilter({ action: event.target.value || undefined })}
            >
              <option value="">{t('adminAudit.allActions')}</option>
              {(list.data?.actions ?? []).map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('adminAudit.filterActor')}>
          {(control) => (
            <input
              {...control}
              type="search"
              inputMode="email"
              className="input"
              value={actor}
              onChange={(event) => setActor(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('adminAudit.filterTarget')}
          error={badTarget ? t('adminAudit.badTarget') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              className="input"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('adminAudit.filterFrom')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="input"
              value={search.from ?? ''}
              max={search.to}
              onChange={(event) => setFilter({ from: event.target.value || undefined })}
            />
          )}
        </Field>
        <Field label={t('adminAudit.filterTo')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="input"
              value={search.to ?? ''}
              min={search.from}
              onChange={(event) => setFilter({ to: event.target.value || undefined })}
            />
          )}
        </Field>
        {filtered ? (
          <button
            type="button"
            className="button admin-audit-clear"
            onClick={() => {
              setActor('');
              setTarget('');
              reset();
              void navigate({ search: {}, replace: true });
            }}
          >
            {t('adminAudit.clear')}
          </button>
        ) : null}
      </search>
      <AuditTable items={list.data?.items} failed={list.isError} busy={list.isFetching} />
      <CursorPagination
        page={pages.page}
        hasNext={Boolean(list.data?.next_cursor)}
        onPrevious={pages.previous}
        onNext={() => list.data?.next_cursor && pages.next(list.data.next_cursor)}
      />
    </>
  );
}
