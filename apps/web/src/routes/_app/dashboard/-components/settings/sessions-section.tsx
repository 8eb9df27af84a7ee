import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { deviceLabel } from '../../../../../lib/device-label.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/**
 * Where the account is signed in: each device with its browser, address, sign-in and last use,
 * this one marked; any other can be signed out, or all of them at once.
 */
export function SessionsSection() {
  const { t, known, format } = useLocale();
  const { trpc, queryClient } = useAppServices();
  const sessions = useQuery(trpc.auth.sessions.queryOptions());
  const endOne = useMutation(trpc.auth.endSession.mutationOptions());
  const endOthers = useMutation(trpc.auth.endOtherSessions.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
  const failed = (fallback: string) => (error: unknown) => {
    if (!isUnauthorizedError(error)) toast.error(known(serverMessage(error) ?? fallback));
  };
  const items = (sessions.data?.items ?? []).map((session) => ({
    ...session,
    device: deviceLabel(t, session),
  }));
  const others = items.filter((session) => !session.current).length;

  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p>{t('sessions.lead')}</p>
      {sessions.isPending ? (
        <p role="status">{t('sessions.loading')}</p>
      ) : sessions.isError ? (
        <div className="inline-error" role="alert">
          <span>{t('sessions.loadFailed')}</span>
          <button type="button" className="button" onClick={() => void sessions.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <ul className="session-list">
          {items.map((session) => (
            <li key={session.id} className="session-item">
              <div className="session-facts">
                <p className="session-device">
                  {session.device}
                  {session.current ? (
                    <span className="session-current">{t('sessions.thisDevice')}</span>
                  ) : null}
                </p>
                <p className="session-meta">
                  {t('sessions.facts', {
                    ip: session.ip ?? t('sessions.unknownAddress'),
                    signedIn: format.dateTime(session.signedInAt),
                    lastUsed: format.dateTime(session.lastUsedAt),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="button"
                  aria-label={t('sessions.signOutDevice', { device: session.device })}
                  disabled={endOne.isPending && endOne.variables?.id === session.id}
                  onClick={() =>
                    endOne.mutate(
                      { id: session.id },
                      {
                        onSuccess: () => toast.success(t('sessions.ended', { count: 1 })),
                        onError: failed(t('sessions.endFailed')),
                        onSettled: refresh,
                      },
                    )
                  }
                >
                  {t('sessions.signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others > 0 ? (
        <button
          type="button"
          className="button button-danger"
          disabled={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: (answer) =>
                toast.success(t('sessions.ended', { count: answer.signedOutDevices })),
              onError: failed(t('sessions.endFailed')),
              onSettled: refresh,
            })
          }
        >
          {endOthers.isPending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
        </button>
      ) : sessions.isSuccess ? (
        <p className="field-hint">{t('sessions.onlyThis')}</p>
      ) : null}
    </section>
  );
}
