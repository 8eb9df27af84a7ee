import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WebhookEndpoint } from '../../../../../lib/api-types.ts';
import type { EndpointAction } from './confirm-endpoint-modal.tsx';
import { EVENT_LABELS, endpointState } from './webhook-labels.ts';

type EndpointCardProps = {
  endpoint: WebhookEndpoint;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onAction: (action: EndpointAction) => void;
};

export function EndpointCard({
  endpoint,
  selected,
  onSelect,
  onEdit,
  onAction,
}: EndpointCardProps) {
  const { t, known, format } = useLocale();
  const state = endpointState(endpoint);
  return (
    <article className={`card webhook-endpoint${selected ? ' is-selected' : ''}`}>
      <div className="webhook-endpoint-head">
        <p className="webhook-url">{endpoint.url}</p>
        <span className={`number-status ${state.tone}`}>{t(state.label)}</span>
      </div>
      <ul className="webhook-event-list" aria-label={t('webhooks.events')}>
        {endpoint.events.map((type) => (
          <li key={type}>{t(EVENT_LABELS[type].label)}</li>
        ))}
      </ul>
      {endpoint.disabled_reason ? (
        <p className="webhook-warning" role="status">
          {t('webhooks.disabledHelp', { reason: known(endpoint.disabled_reason) })}
        </p>
      ) : endpoint.failing_since ? (
        <p className="webhook-warning" role="status">
          {t('webhooks.failingSince', { time: format.stamp(endpoint.failing_since) })}
        </p>
      ) : null}
      <div className="number-actions">
        <button
          type="button"
          className={selected ? 'button button-primary' : 'button'}
          aria-pressed={selected}
          onClick={onSelect}
        >
          {t('webhooks.deliveries')}
        </button>
        <button type="button" className="button" onClick={onEdit}>
          {t('webhooks.edit')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => onAction({ kind: 'rotate', endpoint })}
        >
          {t('webhooks.rotate')}
        </button>
        <button
          type="button"
          className="button app-button-danger-text"
          onClick={() => onAction({ kind: 'delete', endpoint })}
        >
          {t('common.delete')}
        </button>
      </div>
    </article>
  );
}
