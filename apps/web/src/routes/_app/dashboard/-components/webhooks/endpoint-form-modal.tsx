import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@balasin/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../../components/ui/field.tsx';
import { Modal } from '../../../../../components/ui/modal.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WebhookEndpoint } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { EVENT_LABELS } from './webhook-labels.ts';

type EndpointFormModalProps = {
  /** `null` adds an endpoint; an endpoint edits it; undefined keeps the modal closed. */
  endpoint: WebhookEndpoint | null | undefined;
  onClose: () => void;
  /** After an endpoint is added: its secret, to show once. */
  onCreated: (secret: string) => void;
};

export function EndpointFormModal({ endpoint, onClose, onCreated }: EndpointFormModalProps) {
  const { t } = useLocale();
  return (
    <Modal
      open={endpoint !== undefined}
      title={endpoint ? t('webhooks.editTitle') : t('webhooks.add')}
      onClose={onClose}
    >
      {endpoint !== undefined ? (
        <EndpointForm endpoint={endpoint} onDone={onClose} onCreated={onCreated} />
      ) : null}
    </Modal>
  );
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Mounted only while the modal is open, so every opening starts from the endpoint as it is. */
function EndpointForm({
  endpoint,
  onDone,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onDone: () => void;
  onCreated: (secret: string) => void;
}) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const create = useMutation(trpc.webhooks.create.mutationOptions());
  const update = useMutation(trpc.webhooks.update.mutationOptions());
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(
    endpoint?.events ?? ['message.received', 'message.status'],
  );
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [formError, setFormError] = useState<string>();
  const pending = create.isPending || update.isPending;

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents(on ? [...events, type] : events.filter((event) => event !== type));

  const fail = (error: unknown) => {
    if (isUnauthorizedError(error)) return;
    const message = serverMessage(error) ?? t('webhooks.saveFailed');
    setFormError(message);
    toast.error(known(message));
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.list.queryKey() });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(isHttpUrl(url.trim()) ? {} : { url: t('webhooks.urlRequired') }),
      ...(events.length > 0 ? {} : { events: t('msg.eventsRequired') }),
    };
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, url: url.trim(), events, enabled },
        {
          onSuccess: async () => {
            toast.success(t('webhooks.saved'));
            onDone();
            await refresh();
          },
          onError: fail,
        },
      );
      return;
    }
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: async (created) => {
          toast.success(t('webhooks.added'));
          onDone();
          onCreated(created.secret);
          await refresh();
        },
        onError: fail,
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      {formError ? (
        <div className="alert-error" role="alert">
          {known(formError)}
        </div>
      ) : null}
      <Field label={t('webhooks.url')} hint={t('webhooks.urlHint')} error={errors.url}>
        {(control) => (
          <input
            {...control}
            className="input"
            name="url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://"
            required
          />
        )}
      </Field>
      <fieldset
        className="webhook-events"
        aria-describedby={errors.events ? 'events-error' : undefined}
      >
        <legend>{t('webhooks.events')}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="checkbox-field">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <span>
              <strong>{t(EVENT_LABELS[type].label)}</strong> <code>{type}</code>
              <br />
              <span className="field-hint">{t(EVENT_LABELS[type].hint)}</span>
            </span>
          </label>
        ))}
        {errors.events ? (
          <p id="events-error" className="field-error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      {endpoint ? (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <span>
            <strong>{t('webhooks.enabled')}</strong>
            <br />
            <span className="field-hint">{t('webhooks.enabledHint')}</span>
          </span>
        </label>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? t('common.saving') : endpoint ? t('webhooks.save') : t('webhooks.add')}
        </button>
      </div>
    </form>
  );
}
