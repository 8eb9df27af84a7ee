import type { WebhookDeliveryStatus, WebhookEventType } from '@balasin/shared';
import type { WebhookEndpoint } from '../../../../../lib/api-types.ts';

export const EVENT_LABELS: Record<WebhookEventType, { label: string; hint: string }> = {
  'message.received': {
    label: 'Message received',
    hint: 'A customer wrote to one of your numbers',
  },
  'message.status': {
    label: 'Message status',
    hint: 'A message you sent was sent, delivered, read, or failed',
  },
  'connection.status': {
    label: 'Connection status',
    hint: 'A number connected, disconnected or needs a new scan',
  },
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Waiting',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** Active, paused by the owner, or disabled by Balasin after a day of failures. */
export const endpointState = (endpoint: WebhookEndpoint) =>
  endpoint.enabled
    ? endpoint.failing_since
      ? { label: 'Failing', tone: 'is-connecting' }
      : { label: 'Active', tone: 'is-connected' }
    : endpoint.disabled_reason
      ? { label: 'Disabled', tone: 'is-failed' }
      : { label: 'Paused', tone: 'is-disconnected' };

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** Times in Jakarta, where the businesses are, whatever the browser's zone. */
export const formatTime = (iso: string) => `${timeFormat.format(new Date(iso))} WIB`;
