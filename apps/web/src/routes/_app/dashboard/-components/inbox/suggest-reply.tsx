import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/**
 * "Suggest reply": the bot's answer to the customer's latest message, put in the reply box as a
 * draft the agent edits and sends as their own, with what it rests on shown beside it.
 */
export const useReplySuggestion = (conversationId: string, onDraft: (text: string) => void) => {
  const { trpc } = useAppServices();
  const { t } = useLocale();
  const suggestion = useMutation(
    trpc.conversations.suggest.mutationOptions({
      onSuccess: (result) => {
        if (result.answer) onDraft(result.answer);
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) toast.error(t('inbox.suggest.failed'));
      },
    }),
  );
  return {
    ask: () => suggestion.mutate({ id: conversationId }),
    pending: suggestion.isPending,
    result: suggestion.data,
    dismiss: suggestion.reset,
  };
};

type Result = NonNullable<ReturnType<typeof useReplySuggestion>['result']>;

export function SuggestionPanel({ result, onDismiss }: { result: Result; onDismiss: () => void }) {
  const { t } = useLocale();
  const why =
    result.reason === 'asked_for_person'
      ? t('inbox.suggest.askedForPerson')
      : result.reason === 'no_question'
        ? t('inbox.suggest.noQuestion')
        : t('inbox.suggest.none');
  return (
    <section className="suggestion" aria-label={t('inbox.suggest.title')} role="status">
      <div className="suggestion-head">
        <strong>{result.answer ? t('inbox.suggest.title') : t('inbox.suggest.noAnswer')}</strong>
        <button type="button" className="button button-ghost suggestion-close" onClick={onDismiss}>
          {t('inbox.suggest.dismiss')}
        </button>
      </div>
      <p className={`suggestion-note${result.answer ? ' is-draft' : ''}`}>
        {result.answer ? t('inbox.suggest.draftHint') : why}
      </p>
      {result.sources.length > 0 ? (
        <>
          <p className="suggestion-label">
            {result.answer ? t('inbox.suggest.sources') : t('inbox.suggest.closest')}
          </p>
          <ul className="suggestion-sources">
            {result.sources.slice(0, 3).map((source) => (
              <li key={source.id}>
                <span className="suggestion-source-title">{source.title}</span>
                <span className="suggestion-score">{Math.round(source.score * 100)}%</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
