import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import type { Label } from '../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
import { DeleteLabelModal } from './-components/labels/delete-label-modal.tsx';
import { LabelFormModal } from './-components/labels/label-form-modal.tsx';
import { NewLabelForm } from './-components/labels/new-label-form.tsx';

export const Route = createFileRoute('/_app/dashboard/labels')({
  loader: headLoader({
    title: en['pageTitle.labels'],
    description: "Your team's labels for conversations and contacts.",
    path: '/dashboard/labels',
    noindex: true,
  }),
  head: headFromLoader,
  component: LabelsPage,
});

/** The business's labels: every member sees them; the owner and admins rename, recolour and delete. */
function LabelsPage() {
  const { trpc } = Route.useRouteContext();
  const { t } = useLocale();
  const { canManage } = useTeamRole();
  const labels = useQuery(trpc.labels.list.queryOptions());
  const [editing, setEditing] = useState<Label>();
  const [deleting, setDeleting] = useState<Label>();
  const list = labels.data?.items ?? [];

  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('labelsPage.title')}</h1>
          <p className="dashboard-page-lead">{t('labelsPage.lead')}</p>
        </div>
      </header>
      {canManage ? (
        <section className="card labels-new" aria-label={t('labelsPage.addTitle')}>
          <h2 className="labels-new-title">{t('labelsPage.addTitle')}</h2>
          <NewLabelForm onCreated={() => {}} />
        </section>
      ) : (
        <p className="field-hint">{t('labelsPage.readOnly')}</p>
      )}
      <section aria-label={t('labelsPage.title')} aria-busy={labels.isPending}>
        {labels.isPending ? (
          <p className="app-empty" role="status">
            {t('labels.loading')}
          </p>
        ) : labels.isError ? (
          <div className="app-empty" role="alert">
            <p>{t('labelsPage.loadFailed')}</p>
            <button type="button" className="button" onClick={() => labels.refetch()}>
              {t('common.tryAgain')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="app-empty">
            <p>{canManage ? t('labelsPage.emptyManager') : t('labels.none')}</p>
          </div>
        ) : (
          <ul className="labels-list">
            {list.map((label) => (
              <li key={label.id} className="labels-row">
                <span className={`label-chip is-${label.color}`}>{label.name}</span>
                <span className="labels-row-color">{t(`labels.colors.${label.color}`)}</span>
                {canManage ? (
                  <span className="labels-row-actions">
                    <button type="button" className="button" onClick={() => setEditing(label)}>
                      {t('labelsPage.edit')}
                      <span className="visually-hidden">: {label.name}</span>
                    </button>
                    <button type="button" className="button" onClick={() => setDeleting(label)}>
                      {t('common.delete')}
                      <span className="visually-hidden">: {label.name}</span>
                    </button>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="labels-links">
        <Link to="/dashboard/inbox">{t('canned.backToInbox')}</Link>
        <Link to="/dashboard/contacts">{t('labelsPage.toContacts')}</Link>
      </p>
      <LabelFormModal label={editing} onClose={() => setEditing(undefined)} />
      <DeleteLabelModal label={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
