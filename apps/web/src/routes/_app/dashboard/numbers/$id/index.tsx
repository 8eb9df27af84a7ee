import type { ConnectionState, ConnectMethod } from '@balasin/shared/engine';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { MessageKey } from '../../../../../i18n/en.ts';
import { en } from '../../../../../i18n/en.ts';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WhatsappNumberDetail } from '../../../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../../../lib/head.ts';
import { NumberStatus } from '../../-components/number-status.tsx';
import { SendingStoppedNotice } from '../../-components/sending-stopped-notice.tsx';
import { ConnectionActions } from '../-components/connection-actions.tsx';
import { NumberDetailGate } from '../-components/number-detail-gate.tsx';
import { NumberHeader } from '../-components/number-header.tsx';
import { PairingPanel } from '../-components/pairing-panel.tsx';

export const Route = createFileRoute('/_app/dashboard/numbers/$id/')({
  loader: headLoader({
    title: en['pageTitle.number'],
    description: 'Connect a WhatsApp number and follow its connection.',
    path: '/dashboard',
    noindex: true,
  }),
  head: headFromLoader,
  component: NumberPage,
});

const METHOD_NAMES: Record<ConnectMethod, MessageKey> = {
  qr: 'number.methodQr',
  pairing_code: 'number.methodPairing',
  sandbox: 'number.methodSandbox',
  cloud: 'number.methodCloud',
};

const STATE_TEXT: Record<ConnectionState, { label: MessageKey; meaning: MessageKey }> = {
  disconnected: { label: 'state.disconnected', meaning: 'state.disconnectedMeaning' },
  connecting: { label: 'state.connecting', meaning: 'state.connectingMeaning' },
  qr: { label: 'state.qr', meaning: 'state.qrMeaning' },
  pairing: { label: 'state.pairing', meaning: 'state.pairingMeaning' },
  connected: { label: 'state.connected', meaning: 'state.connectedMeaning' },
  logged_out: { label: 'state.loggedOut', meaning: 'state.loggedOutMeaning' },
  failed: { label: 'state.failed', meaning: 'state.failedMeaning' },
};

function NumberPage() {
  const { id } = Route.useParams();
  return (
    <NumberDetailGate id={id}>{(detail) => <ConnectionPage detail={detail} />}</NumberDetailGate>
  );
}

function ConnectionPage({ detail }: { detail: WhatsappNumberDetail }) {
  const { t, known, format } = useLocale();
  const state = STATE_TEXT[detail.state];
  // A test number is scanned by the test phone: WhatsApp's Linked devices would mislead.
  const meaning = detail.test && detail.state === 'qr' ? 'state.qrTestMeaning' : state.meaning;
  return (
    <div className="dashboard-page">
      <NumberHeader number={detail} />
      <SendingStoppedNotice />

      <section className="card number-connection" aria-labelledby="connection-title">
        <div className="number-connection-head">
          <h2 id="connection-title">{t('number.connection')}</h2>
          <NumberStatus status={detail.status} label={t(state.label)} />
        </div>
        <p>{t(meaning)}</p>
        <dl className="number-facts">
          <div>
            <dt>{t('number.lastSeen')}</dt>
            <dd>
              {detail.last_seen_at ? format.dateTime(detail.last_seen_at) : t('common.never')}
            </dd>
          </div>
          <div>
            <dt>{t('number.linkedBy')}</dt>
            <dd>{detail.method ? t(METHOD_NAMES[detail.method]) : t('number.notLinked')}</dd>
          </div>
        </dl>
        {detail.error ? (
          <p className="alert-error" role="alert">
            {known(detail.error)}
          </p>
        ) : null}
        <ConnectionActions number={detail} />
      </section>

      <PairingPanel number={detail} />

      {detail.test ? (
        <section className="card test-phone-card" aria-labelledby="test-phone-title">
          <h2 id="test-phone-title">{t('number.testPhoneTitle')}</h2>
          <p>{t('number.testPhoneText')}</p>
          <Link
            to="/dashboard/numbers/$id/test-phone"
            params={{ id: detail.id }}
            className="button"
          >
            {t('number.openTestPhone')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
