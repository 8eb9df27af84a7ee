import { Link } from '@tanstack/react-router';
import type { WhatsappNumberDetail } from '../../../../../lib/api-types.ts';

/** The number's name and address, and the tabs between its pages. */
export function NumberHeader({ number }: { number: WhatsappNumberDetail }) {
  return (
    <>
      <Link to="/dashboard" className="back-link">
        <span aria-hidden="true">←</span> WhatsApp Numbers
      </Link>
      <header className="dashboard-page-header">
        <div>
          <h1>{number.name}</h1>
          <p className="dashboard-page-lead">
            <span className="nowrap">{number.number}</span> · {number.businesses.name}
          </p>
        </div>
        {number.test ? <span className="test-badge">Test number</span> : null}
      </header>
      <nav className="page-tabs" aria-label="Number pages">
        <Link
          to="/dashboard/numbers/$id"
          params={{ id: number.id }}
          activeOptions={{ exact: true, includeSearch: false }}
          className="page-tab"
        >
          Connection
        </Link>
        <Link
          to="/dashboard/numbers/$id/developers"
          params={{ id: number.id }}
          className="page-tab"
        >
          Developers
        </Link>
      </nav>
    </>
  );
}
