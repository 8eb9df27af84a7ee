import { CONNECTION_STATE_TEXT, engineMessages } from '@balasin/shared';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { headFromLoader, headLoader } from '../../../../../lib/head.ts';
import { trpcErrorCode } from '../../../../../lib/trpc-errors.ts';
import { NumberStatus } from '../../-components/number-status.tsx';
import { ConnectionActions } from '../-components/connection-actions.tsx';
import { NumberNotFound } from '../-components/number-not-found.tsx';
import { PairingPanel } from '../-components/pairing-panel.tsx';

export const Route = createFileRoute('/_app/dashboard/numbers/$id/')({
  loader: headLoader({
    title: 'WhatsApp Number',
    description: 'Connect a WhatsApp number and follow its connection.',
    path: '/dashboard',
    noindex: true,
  }),
  head: headFromLoader,
  component: NumberPage,
});

const lastSeen = (value: string | null) =>
  value
    ? new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Jakarta',
      }).format(new Date(value))
    : 'Never';

const METHOD_NAMES = {
  qr: 'QR code',
  pairing_code: 'Pairing code',
  sandbox: 'Sandbox (test phone)',
  cloud: 'Cloud API',
} as const;

function NumberPage() {
  const { id } = Route.useParams();
  const { trpc } = Route.useRouteContext();
  const number = useQuery(trpc.whatsappNumbers.get.queryOptions({ id }));

  if (number.isPending) {
    return (
      <p className="app-empty" role="status">
        Loading the WhatsApp number…
      </p>
    );
  }
  if (number.isError) {
    if (trpcErrorCode(number.error) === 'NOT_FOUND') return <NumberNotFound />;
    return (
      <div className="dashboard-page">
        <p className="alert-error" role="alert">
          {engineMessages.fetchNumberFailed}
        </p>
        <button type="button" className="button" onClick={() => void number.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const detail = number.data;
  const state = CONNECTION_STATE_TEXT[detail.state];
  return (
    <div className="dashboard-page">
      <Link to="/dashboard" className="back-link">
        <span aria-hidden="true">←</span> WhatsApp Numbers
      </Link>
      <header className="dashboard-page-header">
        <div>
          <h1>{detail.name}</h1>
          <p className="dashboard-page-lead">
            <span className="nowrap">{detail.number}</span> · {detail.businesses.name}
          </p>
        </div>
        {detail.test ? <span className="test-badge">Test number</span> : null}
      </header>

      <section className="card number-connection" aria-labelledby="connection-title">
        <div className="number-connection-head">
          <h2 id="connection-title">Connection</h2>
          <NumberStatus status={detail.status} label={state.label} />
        </div>
        <p>{state.meaning}</p>
        <dl className="number-facts">
          <div>
            <dt>Last seen</dt>
            <dd>{lastSeen(detail.last_seen_at)}</dd>
          </div>
          <div>
            <dt>Linked by</dt>
            <dd>{detail.method ? METHOD_NAMES[detail.method] : 'Not linked yet'}</dd>
          </div>
        </dl>
        {detail.error ? (
          <p className="alert-error" role="alert">
            {detail.error}
          </p>
        ) : null}
        <ConnectionActions number={detail} />
      </section>

      <PairingPanel number={detail} />

      {detail.test ? (
        <section className="card" aria-labelledby="test-phone-title">
          <h2 id="test-phone-title">Test phone</h2>
          <p>
            Chat with this number as a customer would, from a simulated phone. Nothing reaches
            WhatsApp.
          </p>
          <Link
            to="/dashboard/numbers/$id/test-phone"
            params={{ id: detail.id }}
            className="button"
          >
            Open the test phone
          </Link>
        </section>
      ) : null}
    </div>
  );
}
