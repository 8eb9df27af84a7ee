import { CONNECTION_STATE_TEXT } from '@balasin/shared';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { WhatsappNumberDetail } from '../../../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../../../lib/head.ts';
import { NumberStatus } from '../../-components/number-status.tsx';
import { ConnectionActions } from '../-components/connection-actions.tsx';
import { NumberDetailGate } from '../-components/number-detail-gate.tsx';
import { NumberHeader } from '../-components/number-header.tsx';
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
  return (
    <NumberDetailGate id={id}>{(detail) => <ConnectionPage detail={detail} />}</NumberDetailGate>
  );
}

function ConnectionPage({ detail }: { detail: WhatsappNumberDetail }) {
  const state = CONNECTION_STATE_TEXT[detail.state];
  return (
    <div className="dashboard-page">
      <NumberHeader number={detail} />

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
        <section className="card test-phone-card" aria-labelledby="test-phone-title">
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
