import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { DELIVERY_STATUS_LABELS, EVENT_LABELS, formatTime } from './webhook-labels.ts';

/** Newer deliveries and retries show up by themselves while the page is open. */
const REFRESH_MS = 5000;

const STATUS_TONES: Record<WebhookDelivery['status'], string> = {
  pending: 'is-disconnected',
  retrying: 'is-connecting',
  delivered: 'is-connected',
  failed: 'is-failed',
};

/** An endpoint's deliveries, newest first and refreshed while open, each one replayable. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { trpc, queryClient } = useAppServices();
  const deliveries = useInfiniteQuery({
    ...trpc.webhooks.deliveries.infiniteQueryOptions(
      { id: endpoint.id, limit: 20 },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
    refetchInterval: REFRESH_MS,
  });
  const replay = useMutation(trpc.webhooks.replay.mutationOptions());
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];

  const onReplay = (delivery: WebhookDelivery) =>
    replay.mutate(
      { id: endpoint.id, deliveryId: delivery.id },
      {
        onSuccess: () => toast.success('Delivery queued again'),
        onError: (error) => {
          if (!isUnauthorizedError(error)) {
            toast.error(serverMessage(error) ?? 'Could not reach Balasin: try again');
          }
        },
        onSettled: () =>
          queryClient.invalidateQueries({ queryKey: trpc.webhooks.deliveries.pathKey() }),
      },
    );

  return (
    <section
      className="card webhook-log"
      aria-labelledby="log-title"
      aria-busy={deliveries.isPending}
    >
      <div className="webhook-log-head">
        <h2 id="log-title">Deliveries</h2>
        <p className="webhook-url">{endpoint.url}</p>
      </div>
      {endpoint.enabled ? null : (
        <p className="webhook-warning">
          This endpoint is off: nothing is sent to it. Edit it and turn it on to replay deliveries.
        </p>
      )}
      {deliveries.isPending ? (
        <p className="app-empty" role="status">
          Loading deliveries...
        </p>
      ) : deliveries.isError && items.length === 0 ? (
        <div className="app-empty" role="alert">
          <p>Could not load the deliveries. Check your connection, then try again.</p>
          <button type="button" className="button" onClick={() => deliveries.refetch()}>
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="app-empty">
          No deliveries yet. They appear here when one of your numbers receives a message, a sent
          message changes status, or a number connects or disconnects.
        </p>
      ) : (
        <>
          <ul className="webhook-deliveries">
            {items.map((delivery) => (
              <li key={delivery.id} className="webhook-delivery">
                <div className="webhook-delivery-event">
                  <strong>{EVENT_LABELS[delivery.type].label}</strong>
                  <span className="webhook-delivery-time">{formatTime(delivery.created_at)}</span>
                </div>
                <span className={`number-status ${STATUS_TONES[delivery.status]}`}>
                  {DELIVERY_STATUS_LABELS[delivery.status]}
                </span>
                <dl className="webhook-delivery-facts">
                  <div>
                    <dt>Code</dt>
                    <dd>{delivery.response_code ?? '-'}</dd>
                  </div>
                  <div>
                    <dt>Time</dt>
                    <dd>{delivery.duration_ms === null ? '-' : `${delivery.duration_ms} ms`}</dd>
                  </div>
                  <div>
                    <dt>Attempts</dt>
                    <dd>{delivery.attempts}</dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="button webhook-replay"
                  disabled={
                    !endpoint.enabled ||
                    delivery.status === 'pending' ||
                    delivery.status === 'retrying' ||
                    (replay.isPending && replay.variables?.deliveryId === delivery.id)
                  }
                  onClick={() => onReplay(delivery)}
                  aria-label={`Replay ${EVENT_LABELS[delivery.type].label} of ${formatTime(delivery.created_at)}`}
                >
                  Replay
                </button>
                {delivery.error ? <p className="webhook-delivery-error">{delivery.error}</p> : null}
              </li>
            ))}
          </ul>
          {deliveries.hasNextPage ? (
            <button
              type="button"
              className="button"
              disabled={deliveries.isFetchingNextPage}
              onClick={() => deliveries.fetchNextPage()}
            >
              {deliveries.isFetchingNextPage ? 'Loading...' : 'Show older deliveries'}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
