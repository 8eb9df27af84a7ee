import { asksForPerson, KNOWLEDGE_LIMITS } from '@balasin/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { KnowledgeAnswer } from '../../../../../lib/api-types.ts';
import { keepMoneyTogether } from '../../../../../lib/keep-money-together.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/** A source that matched nothing (0%) is no part of the answer: listing it reads as one. */
const contributed = (source: KnowledgeAnswer['sources'][number]) =>
  Math.round(source.score * 100) > 0;

type PlaygroundProps = {
  /** Opens the FAQ or the documents tab, where an empty knowledge base is filled. */
  onOpenTab: (tab: 'faqs' | 'documents') => void;
};

/** Ask as a customer would and see what the bot would answer, from what, and how sure it is. */
export function Playground({ onOpenTab }: PlaygroundProps) {
  const { trpc } = useAppServices();
  const { t, known } = useLocale();
  const ask = useMutation(trpc.knowledge.ask.mutationOptions());
  // With nothing taught yet every question is handed off: the playground says what to do first.
  const faqs = useQuery(trpc.knowledge.faqs.queryOptions());
  const documents = useQuery(trpc.knowledge.documents.queryOptions());
  const empty = faqs.data?.length === 0 && documents.data?.length === 0;
  // Each number's bot has its own threshold (Bot settings): the playground answers as one of them,
  // so what it shows is what that number's customers get.
  const numbers = useQuery(trpc.whatsappNumbers.list.queryOptions());
  const [chosenNumber, setChosenNumber] = useState('');
  const numberId = chosenNumber || numbers.data?.[0]?.id;
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [result, setResult] = useState<KnowledgeAnswer>();
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ask.isPending) return;
    const text = question.trim();
    if (!text) {
      setError(t('knowledge.askRequired'));
      return;
    }
    setError(undefined);
    ask.mutate(
      { question: text, ...(numberId ? { number_id: numberId } : {}) },
      {
        onSuccess: (answer) => {
          setAsked(text);
          setResult(answer);
        },
        onError: (failure) => {
          if (isUnauthorizedError(failure)) return;
          setError(known(serverMessage(failure) ?? t('knowledge.askFailed')));
        },
      },
    );
  };

  const sources = result?.sources.filter(contributed) ?? [];

  return (
    <section aria-label={t('knowledge.tabPlayground')} className="knowledge-playground">
      <p>{t('knowledge.playgroundHint')}</p>
      {empty ? (
        <div className="knowledge-playground-empty">
          <h2>{t('knowledge.playgroundEmptyTitle')}</h2>
          <p>{t('knowledge.playgroundEmpty')}</p>
          <div className="knowledge-playground-empty-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => onOpenTab('faqs')}
            >
              {t('knowledge.playgroundAddFaq')}
            </button>
            <button type="button" className="button" onClick={() => onOpenTab('documents')}>
              {t('knowledge.playgroundAddDocuments')}
            </button>
          </div>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="knowledge-ask">
        {numbers.data?.length ? (
          <Field
            label={t('knowledge.askAs')}
            hint={t('knowledge.askAsHint')}
            className="knowledge-ask-number"
          >
            {(control) => (
              <select
                {...control}
                className="input"
                name="number_id"
                value={numberId}
                onChange={(event) => setChosenNumber(event.target.value)}
              >
                {numbers.data.map((number) => (
                  <option key={number.id} value={number.id}>
                    {number.name} ({number.number})
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={t('knowledge.askLabel')} error={error}>
          {(control) => (
            <input
              {...control}
              className="input"
              name="question"
              value={question}
              maxLength={KNOWLEDGE_LIMITS.askMax}
              placeholder={t('knowledge.askPlaceholder')}
              onChange={(event) => setQuestion(event.target.value)}
            />
          )}
        </Field>
        <button
          type="submit"
          className="button button-primary"
          // Busy, not disabled: a disabled button drops the keyboard's focus to the page's start.
          aria-disabled={ask.isPending || undefined}
        >
          {ask.isPending ? t('knowledge.asking') : t('knowledge.ask')}
        </button>
      </form>
      {result ? (
        <div className="knowledge-result" aria-live="polite">
          <p className="knowledge-result-question">“{asked}”</p>
          {result.handoff ? (
            <div className="knowledge-handoff" role="status">
              <strong>{t('knowledge.wouldHandOff')}</strong>
              <p>
                {asksForPerson(asked)
                  ? t('knowledge.handoffAskedForPerson')
                  : empty
                    ? t('knowledge.handoffEmpty')
                    : t('knowledge.handoffLowConfidence')}
              </p>
            </div>
          ) : (
            <div className="knowledge-answer" role="status">
              <strong>{t('knowledge.botWouldReply')}</strong>
              <p>{keepMoneyTogether(result.answer ?? '')}</p>
            </div>
          )}
          <p className="knowledge-confidence">
            {t('knowledge.confidence', { value: `${Math.round(result.confidence * 100)}%` })}
          </p>
          {sources.length > 0 ? (
            <>
              <h2 className="knowledge-sources-title">
                {result.handoff ? t('knowledge.closestSources') : t('knowledge.sources')}
              </h2>
              <ol className="knowledge-sources">
                {sources.map((source) => (
                  <li key={source.id}>
                    <span className="knowledge-kind">
                      {source.kind === 'faq'
                        ? t('knowledge.kindFaq')
                        : source.kind === 'page'
                          ? t('knowledge.kindPage')
                          : t('knowledge.kindDocument')}
                    </span>{' '}
                    <strong>{keepMoneyTogether(source.title)}</strong> ·{' '}
                    {Math.round(source.score * 100)}%<p>{keepMoneyTogether(source.excerpt)}</p>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
