import { useQuery } from '@tanstack/react-query';
import type { MessageKey } from '../../../../../i18n/en.ts';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { NumberMessage } from '../../../../../lib/api-types.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

/** How often the log asks again while the page is open: statuses move within seconds. */
const LOG_REFRESH_MS = 3000;
const LOG_SIZE = 20;

const STATUS_TEXT = {
  queued: 'messageStatus.queued',
  sent: 'messageStatus.sent',
  delivered: 'messageStatus.delivered',
  read: 'messageStatus.read',
  failed: 'messageStatus.failed',
} as const satisfies Record<string, MessageKey>;

const summary = (message: NumberMessage) =>
  message.text ?? message.media?.filename ?? `(${message.type})`;

/** The latest messages this number's API tokens sent, with their status as it moves. */
export function ApiLogCard({ numberId }: { numberId: string }) {
  const { trpc } = useAppServices();
  const { t, known, format } = useLocale();
  const log = useQuery({
    ...trpc.whatsappNumbers.messages.queryOptions({ id: numberId, sender: 'api', limit: LOG_SIZE }),
    refetchInterval: LOG_REFRESH_MS,
  });

  return (
    <section className="card developer-card" aria-labelledby="api-log-title">
      <h2 id="api-log-title">{t('apiLog.title')}</h2>
      <p>{t('apiLog.text', { n: LOG_SIZE })}</p>
      {log.isPending ? (
        <p role="status">{t('apiLog.loading')}</p>
      ) : log.isError && !log.data ? (
        <div className="inline-error" role="alert">
          <span>{t('msg.apiLogLoadFailed')}</span>
          <button type="button" className="button" onClick={() => void log.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : log.data.items.length === 0 ? (
        <p className="developer-empty">{t('apiLog.empty')}</p>
      ) : (
        <ol className="api-log" aria-live="polite">
          {log.data.items.map((message) => (
            <li key={message.id} className="api-log-row">
              <div className="api-log-head">
                <span className="nowrap">{message.to}</span>
                <span className={`message-status message-status-${message.status}`}>
                  {t(STATUS_TEXT[message.status])}
                </span>
              </div>
              <p className="api-log-text">{summary(message)}</p>
              {message.error ? <p className="field-error">{known(message.error)}</p> : null}
              <time className="field-hint" dateTime={message.created_at}>
                {format.dateTime(message.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
