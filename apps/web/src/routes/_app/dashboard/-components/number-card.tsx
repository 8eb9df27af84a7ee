import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ChatIcon } from '../../../../components/app/icons.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { WhatsappNumber } from '../../../../lib/api-types.ts';
import { NumberStatus } from './number-status.tsx';

type NumberCardProps = {
  number: WhatsappNumber;
  onDelete: () => void;
  /** The owner and admins manage a number; an agent sees its status only. */
  canManage: boolean;
};

/**
 * One number: its own name and the number first (what tells the cards apart), then the business
 * it belongs to, Connected or Disconnected (spec section 4: Connected exactly when is_active;
 * Connecting while the engine links it), the page that connects it, and its delete button.
 */
export function NumberCard({ number, onDelete, canManage }: NumberCardProps) {
  const { t } = useLocale();
  const titleId = useId();
  return (
    <article className="card number-card" aria-labelledby={titleId}>
      <div className="number-card-head">
        <span className="number-avatar">
          <ChatIcon />
        </span>
        <div className="number-card-text">
          <h3 id={titleId} className="number-card-title">
            {number.name}
          </h3>
          <p className="number-card-number nowrap">{number.number}</p>
          <p className="number-card-business">{number.businesses.name}</p>
          {number.test ? <span className="test-badge">{t('common.testNumber')}</span> : null}
        </div>
      </div>
      <div className="number-card-foot">
        <NumberStatus status={number.status} />
        {canManage ? (
          <div className="number-card-actions">
            <Link
              to="/dashboard/numbers/$id"
              params={{ id: number.id }}
              className="button button-ghost"
            >
              {t('numbers.manage')}
              <span className="visually-hidden"> {number.number}</span>
            </Link>
            <button
              type="button"
              className="button button-ghost app-button-danger-text"
              onClick={onDelete}
            >
              {t('common.delete')}
              <span className="visually-hidden"> {number.number}</span>
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
