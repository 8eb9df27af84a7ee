import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { DELIVERY_STATUS_LABELS, EVENT_LABELS } from './webhook-labels.ts';

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
  const { t, known, format } = useLocale();
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
        onSuccess: () => toast.success(t('webhooks.requeued')),
        onError: (error) => {
          if (!isUnauthorizedError(error)) {
            toast.error(known(serverMessage(error) ?? t('webhooks.unreachable')));
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
        <h2 id="log-title">{t('webhooks.deliveries')}</h2>
        <p className="webhook-url">{endpoint.url}</p>
      </div>
      {endpoint.enabled ? null : <p className="webhook-warning">{t('webhooks.off')}</p>}
      {deliveries.isPending ? (
        <p className="app-empty" role="status">
          {t('webhooks.deliveriesLoading')}
        </p>
      ) : deliveries.isError && items.length === 0 ? (
        <div className="app-empty" role="alert">
          <p>{t('webhooks.deliveriesFailed')}</p>
          <button type="button" className="button" onClick={() => deliveries.refetch()}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="app-empty">{t('webhooks.deliveriesEmpty')}</p>
      ) : (
        <>
          <ul className="webhook-deliveries">
            {items.map((delivery) => (
              <li key={delivery.id} className="webhook-delivery">
                <div className="webhook-delivery-event">
                  <strong>{t(EVENT_LABELS[delivery.type].label)}</strong>
                  <span className="webhook-delivery-time">{format.stamp(delivery.created_at)}</span>
                </div>
                <span className={`number-status ${STATUS_TONES[delivery.status]}`}>
                  {t(DELIVERY_STATUS_LABELS[delivery.status])}
                </span>
                <dl className="webhook-delivery-facts">
                  <div>
                    <dt>{t('webhooks.code')}</dt>
                    <dd>{delivery.response_code ?? '-'}</dd>
                  </div>
                  <div>
                    <dt>{t('webhooks.time')}</dt>
                    <dd>
                      {delivery.duration_ms === null
                        ? '-'
                        : `${format.number(delivery.duration_ms)} ms`}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('webhooks.attempts')}</dt>
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
                  aria-label={t('webhooks.replayNamed', {
                    event: t(EVENT_LABELS[delivery.type].label),
                    time: format.stamp(delivery.created_at),
                  })}
                >
                  {t('webhooks.replay')}
                </button>
                {delivery.error ? (
                  <p className="webhook-delivery-error">{known(delivery.error)}</p>
                ) : null}
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
              {deliveries.isFetchingNextPage ? t('common.loading') : t('webhooks.older')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
