import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import { toast } from '../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../lib/trpc-errors.ts';
import { useTeamRole } from '../../../lib/use-team-role.ts';
import { CannedFormModal, type CannedResponse } from './-components/canned/canned-form-modal.tsx';

export const Route = createFileRoute('/_app/dashboard/canned-responses')({
  loader: headLoader({
    title: en['pageTitle.canned'],
    description: "Your team's shared replies, inserted in the inbox by typing / and a shortcut.",
    path: '/dashboard/canned-responses',
    noindex: true,
  }),
  head: headFromLoader,
  component: CannedResponsesPage,
});

/** The team's shared replies: every member reads them; the owner and admins write them. */
function CannedResponsesPage() {
  const { trpc, queryClient } = Route.useRouteContext();
  const { t, known } = useLocale();
  const { canManage } = useTeamRole();
  const responses = useQuery(trpc.cannedResponses.list.queryOptions());
  // `null` adds a response, a response edits it.
  const [editing, setEditing] = useState<CannedResponse | null>();
  const [deleting, setDeleting] = useState<CannedResponse>();
  const remove = useMutation(trpc.cannedResponses.delete.mutationOptions());
  const list = responses.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: async () => {
          toast.success(t('canned.deleted'));
          setDeleting(undefined);
          await queryClient.invalidateQueries({ queryKey: trpc.cannedResponses.list.pathKey() });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast.error(known(serverMessage(error) ?? t('canned.deleteFailed')));
        },
      },
    );
  };

  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('canned.title')}</h1>
          <p className="dashboard-page-lead">{t('canned.lead')}</p>
        </div>
        {canManage ? (
          <button type="button" className="button button-primary" onClick={() => setEditing(null)}>
            {t('canned.add')}
          </button>
        ) : null}
      </header>
      <p className="canned-variables">
        {t('canned.variables')} <code>{'{{nama}}'}</code> <code>{'{{nomor}}'}</code>{' '}
        <code>{'{{agen}}'}</code>
      </p>
      {canManage ? null : <p className="field-hint">{t('canned.readOnly')}</p>}
      <section aria-label={t('canned.title')} aria-busy={responses.isPending}>
        {responses.isPending ? (
          <p className="app-empty" role="status">
            {t('common.loading')}
          </p>
        ) : responses.isError ? (
          <div className="app-empty" role="alert">
            <p>{t('canned.loadFailed')}</p>
            <button type="button" className="button" onClick={() => responses.refetch()}>
              {t('common.tryAgain')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="app-empty">
            <p>{t('canned.empty')}</p>
          </div>
        ) : (
          <ul className="knowledge-list">
            {list.map((item) => (
              <li key={item.id} className="knowledge-card">
                <div className="knowledge-card-main">
                  <h2 className="knowledge-card-title canned-card-shortcut">/{item.shortcut}</h2>
                  <p className="knowledge-card-text">{item.text}</p>
                </div>
                {canManage ? (
                  <div className="knowledge-card-actions">
                    <button type="button" className="button" onClick={() => setEditing(item)}>
                      {t('canned.edit')}
                      <span className="visually-hidden">: /{item.shortcut}</span>
                    </button>
                    <button type="button" className="button" onClick={() => setDeleting(item)}>
                      {t('common.delete')}
                      <span className="visually-hidden">: /{item.shortcut}</span>
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <Link to="/dashboard/inbox">{t('canned.backToInbox')}</Link>
      </p>
      <CannedFormModal response={editing} onClose={() => setEditing(undefined)} />
      <Modal
        open={deleting !== undefined}
        title={t('canned.deleteTitle')}
        onClose={() => setDeleting(undefined)}
      >
        <p>{t('canned.deleteBody', { shortcut: deleting?.shortcut ?? '' })}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => setDeleting(undefined)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={remove.isPending}
            onClick={confirmDelete}
          >
            {remove.isPending ? t('common.deleting') : t('common.delete')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
