import type { WebhookDeliveryStatus, WebhookEventType } from '@balasin/shared';
import type { MessageKey } from '../../../../../i18n/en.ts';
import type { WebhookEndpoint } from '../../../../../lib/api-types.ts';

export const EVENT_LABELS: Record<WebhookEventType, { label: MessageKey; hint: MessageKey }> = {
  'message.received': { label: 'event.received', hint: 'event.receivedHint' },
  'message.status': { label: 'event.status', hint: 'event.statusHint' },
  'connection.status': { label: 'event.connection', hint: 'event.connectionHint' },
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, MessageKey> = {
  pending: 'delivery.pending',
  retrying: 'delivery.retrying',
  delivered: 'delivery.delivered',
  failed: 'delivery.failed',
};

/** Active, paused by the owner, or disabled by Balasin after a day of failures. */
export const endpointState = (endpoint: WebhookEndpoint): { label: MessageKey; tone: string } =>
  endpoint.enabled
    ? endpoint.failing_since
      ? { label: 'endpoint.failing', tone: 'is-connecting' }
      : { label: 'endpoint.active', tone: 'is-connected' }
    : endpoint.disabled_reason
      ? { label: 'endpoint.disabled', tone: 'is-failed' }
      : { label: 'endpoint.paused', tone: 'is-disconnected' };
