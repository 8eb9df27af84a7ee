import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { KnowledgeFaq } from '../../../../../lib/api-types.ts';
import { keepMoneyTogether } from '../../../../../lib/keep-money-together.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { FaqFormModal } from './faq-form-modal.tsx';

/** The business's FAQ entries, with add, edit and delete. */
export function FaqPanel() {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const faqs = useQuery(trpc.knowledge.faqs.queryOptions());
  // `null` adds an entry, an entry edits it.
  const [editing, setEditing] = useState<KnowledgeFaq | null>();
  const [deleting, setDeleting] = useState<KnowledgeFaq>();
  const remove = useMutation(trpc.knowledge.deleteFaq.mutationOptions());
  const list = faqs.data ?? [];

  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: async () => {
          toast.success(t('knowledge.faqDeleted'));
          setDeleting(undefined);
          await queryClient.invalidateQueries({ queryKey: trpc.knowledge.faqs.queryKey() });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast.error(known(serverMessage(error) ?? t('knowledge.deleteFailed')));
        },
      },
    );
  };

  return (
    <section aria-label={t('knowledge.tabFaqs')} aria-busy={faqs.isPending}>
      <div className="knowledge-toolbar">
        <p>{t('knowledge.faqsHint')}</p>
        <button type="button" className="button button-primary" onClick={() => setEditing(null)}>
          {t('knowledge.addFaq')}
        </button>
      </div>
      {faqs.isPending ? (
        <p className="app-empty" role="status">
          {t('common.loading')}
        </p>
      ) : faqs.isError ? (
        <div className="app-empty" role="alert">
          <p>{t('knowledge.loadFailed')}</p>
          <button type="button" className="button" onClick={() => faqs.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : list.length === 0 ? (
        <div className="app-empty">
          <p>{t('knowledge.faqsEmpty')}</p>
          <button type="button" className="button button-primary" onClick={() => setEditing(null)}>
            {t('knowledge.addFirstFaq')}
          </button>
        </div>
      ) : (
        <ul className="knowledge-list">
          {list.map((faq) => (
            <li key={faq.id} className="knowledge-card">
              <div className="knowledge-card-main">
                <h2 className="knowledge-card-title">{keepMoneyTogether(faq.question)}</h2>
                <p className="knowledge-card-text">{keepMoneyTogether(faq.answer)}</p>
                {faq.alternatives.length > 0 ? (
                  <p className="knowledge-card-meta">
                    {t('knowledge.alsoAsked')} {keepMoneyTogether(faq.alternatives.join(' · '))}
                  </p>
                ) : null}
              </div>
              <div className="knowledge-card-actions">
                <button type="button" className="button" onClick={() => setEditing(faq)}>
                  {t('knowledge.edit')}
                  <span className="visually-hidden">: {faq.question}</span>
                </button>
                <button type="button" className="button" onClick={() => setDeleting(faq)}>
                  {t('common.delete')}
                  <span className="visually-hidden">: {faq.question}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FaqFormModal faq={editing} onClose={() => setEditing(undefined)} />
      <Modal
        open={deleting !== undefined}
        title={t('knowledge.deleteFaqTitle')}
        onClose={() => setDeleting(undefined)}
      >
        <p>{t('knowledge.deleteFaqBody', { question: deleting?.question ?? '' })}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => setDeleting(undefined)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-danger"
            // Busy, not disabled: a disabled button drops the keyboard's focus to the page's start.
            aria-disabled={remove.isPending || undefined}
            onClick={confirmDelete}
          >
            {remove.isPending ? t('common.deleting') : t('common.delete')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
