import { messagingMessages } from '@balasin/shared';
import { useQuery } from '@tanstack/react-query';
import type { NumberMessage } from '../../../../../lib/api-types.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { formatDateTime } from './format-date-time.ts';

/** How often the log asks again while the page is open: statuses move within seconds. */
const LOG_REFRESH_MS = 3000;
const LOG_SIZE = 20;

const STATUS_TEXT = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
} as const;

const summary = (message: NumberMessage) =>
  message.text ?? message.media?.filename ?? `(${message.type})`;

/** The latest messages this number's API tokens sent, with their status as it moves. */
export function ApiLogCard({ numberId }: { numberId: string }) {
  const { trpc } = useAppServices();
  const log = useQuery({
    ...trpc.whatsappNumbers.messages.queryOptions({ id: numberId, sender: 'api', limit: LOG_SIZE }),
    refetchInterval: LOG_REFRESH_MS,
  });

  return (
    <section className="card developer-card" aria-labelledby="api-log-title">
      <h2 id="api-log-title">API log</h2>
      <p>The last {LOG_SIZE} messages sent through the API, updated as they move.</p>
      {log.isPending ? (
        <p role="status">Loading the log…</p>
      ) : log.isError && !log.data ? (
        <div className="inline-error" role="alert">
          <span>{messagingMessages.apiLogLoadFailed}</span>
          <button type="button" className="button" onClick={() => void log.refetch()}>
            Try again
          </button>
        </div>
      ) : log.data.items.length === 0 ? (
        <p className="developer-empty">
          Nothing sent through the API yet. Send the example above: it shows here within seconds.
        </p>
      ) : (
        <ol className="api-log" aria-live="polite">
          {log.data.items.map((message) => (
            <li key={message.id} className="api-log-row">
              <div className="api-log-head">
                <span className="nowrap">{message.to}</span>
                <span className={`message-status message-status-${message.status}`}>
                  {STATUS_TEXT[message.status]}
                </span>
              </div>
              <p className="api-log-text">{summary(message)}</p>
              {message.error ? <p className="field-error">{message.error}</p> : null}
              <time className="field-hint" dateTime={message.created_at}>
                {formatDateTime(message.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
