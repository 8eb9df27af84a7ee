import { useId } from 'react';
import { ChatIcon } from '../../../../components/app/icons.tsx';
import type { WhatsappNumber } from '../../../../lib/api-types.ts';

type NumberCardProps = { number: WhatsappNumber; onDelete: () => void };

/**
 * One number: the business it belongs to, the number, Connected or Disconnected (spec section 4:
 * Connected exactly when is_active), and its delete button. The name typed when adding it shows
 * too when it differs from the business name.
 */
export function NumberCard({ number, onDelete }: NumberCardProps) {
  const titleId = useId();
  const connected = number.is_active;
  return (
    <article className="card number-card" aria-labelledby={titleId}>
      <div className="number-card-head">
        <span className="number-avatar">
          <ChatIcon />
        </span>
        <div className="number-card-text">
          <h3 id={titleId} className="number-card-title">
            {number.businesses.name}
          </h3>
          <p className="number-card-number">{number.number}</p>
          {number.name !== number.businesses.name ? (
            <p className="number-card-label">{number.name}</p>
          ) : null}
        </div>
      </div>
      <div className="number-card-foot">
        <span className={`number-status ${connected ? 'is-connected' : 'is-disconnected'}`}>
          {connected ? 'Connected' : 'Disconnected'}
        </span>
        <button
          type="button"
          className="button button-ghost app-button-danger-text"
          onClick={onDelete}
        >
          Delete<span className="visually-hidden"> {number.number}</span>
        </button>
      </div>
    </article>
  );
}
