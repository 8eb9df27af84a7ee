import { MESSAGING_LIMITS, messagingMessages } from '@balasin/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { ApiToken, NewApiToken } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { NewTokenNotice } from './new-token-notice.tsx';
import { RevokeTokenModal } from './revoke-token-modal.tsx';

/** Create (shown once), list and revoke the number's API tokens. */
export function ApiTokensCard({ numberId }: { numberId: string }) {
  const { trpc, queryClient } = useAppServices();
  const { t, known, rich, format } = useLocale();
  const tokens = useQuery(trpc.apiTokens.list.queryOptions({ id: numberId }));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<NewApiToken>();
  const [revoking, setRevoking] = useState<ApiToken>();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey({ id: numberId }) });
  const create = useMutation(
    trpc.apiTokens.create.mutationOptions({
      onSuccess: (token) => {
        setCreated(token);
        // The notice that shows the token says what happened: no toast over it.
        setName('');
        void refresh();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        const message = serverMessage(error) || messagingMessages.tokenCreateFailed;
        if (message === messagingMessages.tokenNameRequired) setNameError(message);
        else toast.error(known(message));
      },
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(messagingMessages.tokenNameRequired);
      return;
    }
    create.mutate({ id: numberId, name });
  };

  return (
    <section className="card developer-card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t('tokens.title')}</h2>
      <p>{rich('tokens.text', { header: <code>Authorization: Bearer</code> })}</p>

      {created ? <NewTokenNotice token={created} onDone={() => setCreated(undefined)} /> : null}

      <form className="token-form" noValidate onSubmit={onSubmit}>
        <Field label={t('tokens.name')} hint={t('tokens.nameHint')} error={nameError}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={name}
              maxLength={MESSAGING_LIMITS.tokenNameMax}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
          )}
        </Field>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          {create.isPending ? t('tokens.creating') : t('tokens.create')}
        </button>
      </form>

      {tokens.isPending ? (
        <p role="status">{t('tokens.loading')}</p>
      ) : tokens.isError ? (
        <div className="inline-error" role="alert">
          <span>{t('msg.tokensLoadFailed')}</span>
          <button type="button" className="button" onClick={() => void tokens.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : tokens.data.length === 0 ? (
        <p className="developer-empty">{t('tokens.empty')}</p>
      ) : (
        <ul className="token-list" aria-label={t('tokens.title')}>
          {tokens.data.map((token) => (
            <li key={token.id} className="token-row">
              <div className="token-row-main">
                <strong>{token.name}</strong>
                <code className="token-prefix">{token.prefix}…</code>
              </div>
              <dl className="token-row-facts">
                <div>
                  <dt>{t('tokens.created')}</dt>
                  <dd>{format.dateTime(token.created_at)}</dd>
                </div>
                <div>
                  <dt>{t('tokens.lastUsed')}</dt>
                  <dd>
                    {token.last_used_at ? format.dateTime(token.last_used_at) : t('common.never')}
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="button button-danger token-revoke"
                aria-label={t('tokens.revokeNamed', { name: token.name })}
                onClick={() => setRevoking(token)}
              >
                {t('tokens.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}

      <RevokeTokenModal
        numberId={numberId}
        token={revoking}
        onClose={() => setRevoking(undefined)}
        onRevoked={refresh}
      />
    </section>
  );
}
