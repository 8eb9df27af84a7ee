import type { WebhookDeliveryRow } from '@balasin/db';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '@balasin/shared';
import { z } from 'zod';

const iso = z.iso.datetime();

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    event_id: z.uuid().meta({ description: 'The `webhook-id` header: the same on every attempt' }),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    response_code: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The last attempt's HTTP status; null when no answer came" }),
    error: z.string().nullable().meta({ description: 'Why the last attempt failed' }),
    duration_ms: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'How long the last attempt took' }),
    created_at: iso,
    last_attempt_at: iso.nullable(),
    next_attempt_at: iso
      .nullable()
      .meta({ description: 'The earliest time of the next attempt, while retrying' }),
    delivered_at: iso.nullable(),
    payload: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The body sent: `{type, timestamp, data}`' }),
  })
  .meta({
    id: 'WebhookDelivery',
    example: {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      event_id: '3f2e1d0c-9b8a-4766-8544-332211000fed',
      type: 'message.received',
      status: 'delivered',
      attempts: 1,
      response_code: 200,
      error: null,
      duration_ms: 42,
      created_at: '2026-11-24T09:30:00.000Z',
      last_attempt_at: '2026-11-24T09:30:00.120Z',
      next_attempt_at: null,
      delivered_at: '2026-11-24T09:30:00.162Z',
      payload: {
        type: 'message.received',
        timestamp: '2026-11-24T09:30:00.000Z',
        data: {
          id: '0b9f5e7e-8d1a-4c1b-9a51-3e2f4b6c7d8e',
          number_id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
          conversation_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          direction: 'inbound',
          to: '+6281234567890',
          from: '+6289876543210',
          type: 'text',
          text: 'Masih ada stok?',
          status: 'delivered',
          created_at: '2026-11-24T09:30:00.000Z',
        },
      },
    },
  });

export const toWebhookDeliveryDto = (
  row: WebhookDeliveryRow,
): z.infer<typeof webhookDeliverySchema> => ({
  id: row.id,
  event_id: row.eventId,
  type: row.eventType,
  status: row.status,
  attempts: row.attempts,
  response_code: row.lastResponseCode,
  error: row.lastError,
  duration_ms: row.lastDurationMs,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
  payload: JSON.parse(row.body) as Record<string, unknown>,
});
