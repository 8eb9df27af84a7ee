import { messages } from '@balasin/shared';
import { Link } from '@tanstack/react-router';

/** Someone else's number, a deleted one or a mistyped address all look the same. */
export function NumberNotFound() {
  return (
    <div className="dashboard-page">
      <p className="app-empty" role="alert">
        {messages.numberNotFound}. It may have been deleted.
      </p>
      <Link to="/dashboard" className="button">
        Back to WhatsApp Numbers
      </Link>
    </div>
  );
}
