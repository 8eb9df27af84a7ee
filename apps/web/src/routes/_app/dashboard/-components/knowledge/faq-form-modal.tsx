import { KNOWLEDGE_LIMITS } from '@balasin/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { KnowledgeFaq } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

type FaqFormModalProps = {
  /** `null` adds an entry; an entry edits it; undefined keeps the modal closed. */
  faq: KnowledgeFaq | null | undefined;
  onClose: () => void;
};

export function FaqFormModal({ faq, onClose }: FaqFormModalProps) {
  const { t } = useLocale();
  return (
    <Modal
      open={faq !== undefined}
      title={faq ? t('knowledge.editFaq') : t('knowledge.addFaq')}
      onClose={onClose}
    >
      {faq !== undefined ? <FaqForm faq={faq} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Mounted only while the modal is open, so every opening starts from the entry as it is. */
function FaqForm({ faq, onDone }: { faq: KnowledgeFaq | null; onDone: () => void }) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const create = useMutation(trpc.knowledge.createFaq.mutationOptions());
  const update = useMutation(trpc.knowledge.updateFaq.mutationOptions());
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [alternatives, setAlternatives] = useState(faq?.alternatives.join('\n') ?? '');
  const [errors, setErrors] = useState<{ question?: string; answer?: string }>({});
  const [formError, setFormError] = useState<string>();
  const pending = create.isPending || update.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = {
      ...(question.trim() ? {} : { question: t('knowledge.questionRequired') }),
      ...(answer.trim() ? {} : { answer: t('knowledge.answerRequired') }),
    };
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    const values = {
      question: question.trim(),
      answer: answer.trim(),
      alternatives: alternatives
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    };
    const handlers = {
      onSuccess: async () => {
        toast.success(t('knowledge.faqSaved'));
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.knowledge.faqs.queryKey() });
      },
      onError: (error: unknown) => {
        if (isUnauthorizedError(error)) return;
        const message = serverMessage(error) ?? t('knowledge.saveFailed');
        setFormError(message);
        toast.error(known(message));
      },
    };
    if (faq) update.mutate({ id: faq.id, ...values }, handlers);
    else create.mutate(values, handlers);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      {formError ? (
        <div className="alert-error" role="alert">
          {known(formError)}
        </div>
      ) : null}
      <Field label={t('knowledge.question')} error={errors.question}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="question"
            value={question}
            maxLength={KNOWLEDGE_LIMITS.questionMax}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={t('knowledge.questionPlaceholder')}
            required
          />
        )}
      </Field>
      <Field label={t('knowledge.answer')} hint={t('knowledge.answerHint')} error={errors.answer}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            name="answer"
            rows={4}
            value={answer}
            maxLength={KNOWLEDGE_LIMITS.answerMax}
            onChange={(event) => setAnswer(event.target.value)}
            required
          />
        )}
      </Field>
      <Field label={t('knowledge.alternatives')} hint={t('knowledge.alternativesHint')}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            name="alternatives"
            rows={3}
            value={alternatives}
            onChange={(event) => setAlternatives(event.target.value)}
          />
        )}
      </Field>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button button-primary"
          // Busy, not disabled: a disabled button drops the keyboard's focus to the page's start.
          aria-disabled={pending || undefined}
        >
          {pending ? t('common.saving') : t('knowledge.saveFaq')}
        </button>
      </div>
    </form>
  );
}
