import type { WebhookEndpointRow } from '@balasin/db';
import { WEBHOOK_EVENT_TYPES } from '@balasin/shared';
import { z } from 'zod';

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    disabled_reason: z
      .string()
      .nullable()
      .meta({ description: 'Why Balasin disabled it (24 hours of failures); null otherwise' }),
    failing_since: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'The first failed attempt since the last success' }),
    created_at: z.iso.datetime(),
  })
  .meta({
    id: 'WebhookEndpoint',
    example: {
      id: '5d6c1f0e-2b7a-4c39-8a51-0f3e2d1c4b5a',
      url: 'https://shop.example.com/balasin/webhook',
      events: ['message.received', 'message.status'],
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      created_at: '2026-11-24T09:30:00.000Z',
    },
  });

export type WebhookEndpointDto = z.infer<typeof webhookEndpointSchema>;

export const newWebhookEndpointSchema = webhookEndpointSchema
  .extend({
    secret: z.string().meta({
      description: 'The signing secret, `whsec_<base64>`: shown here once, never again',
    }),
  })
  .meta({
    id: 'NewWebhookEndpoint',
    example: {
      id: '5d6c1f0e-2b7a-4c39-8a51-0f3e2d1c4b5a',
      url: 'https://shop.example.com/balasin/webhook',
      events: ['message.received', 'message.status'],
      enabled: true,
      disabled_reason: null,
      failing_since: null,
      created_at: '2026-11-24T09:30:00.000Z',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    },
  });

export const toWebhookEndpointDto = (row: WebhookEndpointRow): WebhookEndpointDto => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabled_reason: row.disabledReason,
  failing_since: row.failingSince?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
