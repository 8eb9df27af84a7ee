import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { en } from '../../../i18n/en.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import type { WebhookEndpoint } from '../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../lib/head.ts';
import {
  ConfirmEndpointModal,
  type EndpointAction,
} from './-components/webhooks/confirm-endpoint-modal.tsx';
import { DeliveryLog } from './-components/webhooks/delivery-log.tsx';
import { EndpointCard } from './-components/webhooks/endpoint-card.tsx';
import { EndpointFormModal } from './-components/webhooks/endpoint-form-modal.tsx';
import { SecretModal } from './-components/webhooks/secret-modal.tsx';

export const Route = createFileRoute('/_app/dashboard/webhooks')({
  loader: headLoader({
    title: en['pageTitle.webhooks'],
    description: 'Send message and connection events to your own systems, signed.',
    path: '/dashboard/webhooks',
    noindex: true,
  }),
  head: headFromLoader,
  component: WebhooksPage,
});

function WebhooksPage() {
  const { trpc } = Route.useRouteContext();
  const { t, rich } = useLocale();
  const endpoints = useQuery(trpc.webhooks.list.queryOptions());
  // `null` adds an endpoint, an endpoint edits it.
  const [editing, setEditing] = useState<WebhookEndpoint | null>();
  const [action, setAction] = useState<EndpointAction>();
  const [secret, setSecret] = useState<string>();
  const [selectedId, setSelectedId] = useState<string>();
  const list = endpoints.data ?? [];
  const selected = list.find((endpoint) => endpoint.id === selectedId) ?? list[0];

  return (
    <div className="dashboard-page">
      <header className="dashboard-page-header">
        <div>
          <h1>{t('webhooks.title')}</h1>
          <p className="dashboard-page-lead">
            {rich('webhooks.lead', {
              standard: (
                <a href="https://www.standardwebhooks.com/" rel="noreferrer" target="_blank">
                  Standard Webhooks
                </a>
              ),
              docs: <a href="/api/docs">{t('webhooks.docs')}</a>,
            })}
          </p>
        </div>
        <button type="button" className="button button-primary" onClick={() => setEditing(null)}>
          {t('webhooks.add')}
        </button>
      </header>
      <section aria-label={t('webhooks.listLabel')} aria-busy={endpoints.isPending}>
        {endpoints.isPending ? (
          <p className="app-empty" role="status">
            {t('webhooks.loading')}
          </p>
        ) : endpoints.isError ? (
          <div className="app-empty" role="alert">
            <p>{t('webhooks.loadFailed')}</p>
            <button type="button" className="button" onClick={() => endpoints.refetch()}>
              {t('common.tryAgain')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="app-empty">
            <p>{t('webhooks.empty')}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => setEditing(null)}
            >
              {t('webhooks.addFirst')}
            </button>
          </div>
        ) : (
          <ul className="webhook-endpoints">
            {list.map((endpoint) => (
              <li key={endpoint.id}>
                <EndpointCard
                  endpoint={endpoint}
                  selected={endpoint.id === selected?.id}
                  onSelect={() => setSelectedId(endpoint.id)}
                  onEdit={() => setEditing(endpoint)}
                  onAction={setAction}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {selected ? <DeliveryLog key={selected.id} endpoint={selected} /> : null}
      <EndpointFormModal
        endpoint={editing}
        onClose={() => setEditing(undefined)}
        onCreated={setSecret}
      />
      <ConfirmEndpointModal
        action={action}
        onClose={() => setAction(undefined)}
        onRotated={setSecret}
      />
      <SecretModal secret={secret} onClose={() => setSecret(undefined)} />
    </div>
  );
}
