import type { WebhookEndpoint } from '../../../../../lib/api-types.ts';
import type { EndpointAction } from './confirm-endpoint-modal.tsx';
import { EVENT_LABELS, endpointState, formatTime } from './webhook-labels.ts';

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
  const state = endpointState(endpoint);
  return (
    <article className={`card webhook-endpoint${selected ? ' is-selected' : ''}`}>
      <div className="webhook-endpoint-head">
        <p className="webhook-url">{endpoint.url}</p>
        <span className={`number-status ${state.tone}`}>{state.label}</span>
      </div>
      <ul className="webhook-event-list" aria-label="Events">
        {endpoint.events.map((type) => (
          <li key={type}>{EVENT_LABELS[type].label}</li>
        ))}
      </ul>
      {endpoint.disabled_reason ? (
        <p className="webhook-warning" role="status">
          {endpoint.disabled_reason}. Fix your server, then edit the endpoint and turn it on again;
          replay what it missed from the deliveries.
        </p>
      ) : endpoint.failing_since ? (
        <p className="webhook-warning" role="status">
          Failing since {formatTime(endpoint.failing_since)}. Deliveries are retried for 24 hours;
          after that the endpoint is turned off.
        </p>
      ) : null}
      <div className="number-actions">
        <button
          type="button"
          className={selected ? 'button button-primary' : 'button'}
          aria-pressed={selected}
          onClick={onSelect}
        >
          Deliveries
        </button>
        <button type="button" className="button" onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className="button"
          onClick={() => onAction({ kind: 'rotate', endpoint })}
        >
          Rotate secret
        </button>
        <button
          type="button"
          className="button app-button-danger-text"
          onClick={() => onAction({ kind: 'delete', endpoint })}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
