import { WEBHOOK_DELIVERY_STATUSES, type WebhookEventType } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, timestamptz } from './columns.ts';

export const webhookDeliveryStatusEnum = pgEnum(
  'webhook_delivery_status',
  WEBHOOK_DELIVERY_STATUSES,
);

/** Where a business wants its events, signed with the endpoint's own secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: text().array().$type<WebhookEventType[]>().notNull(),
    /** `whsec_<base64>`: kept readable because every delivery is signed with it. */
    secret: text().notNull(),
    /** The secret before the last rotation still signs until then, so receivers can switch over. */
    previousSecret: text(),
    previousSecretUntil: timestamptz(),
    enabled: boolean().notNull().default(true),
    disabledReason: text(),
    /** The first failed attempt since the last success; 24 hours of it disables the endpoint. */
    failingSince: timestamptz(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_business_idx').on(t.businessId, t.createdAt)],
);

/**
 * One event for one endpoint, kept with its attempts so it can be read in the log and replayed.
 * The body is stored as sent, so every attempt signs and sends the same bytes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Standard Webhooks `webhook-id`: the same for every attempt and every endpoint. */
    eventId: uuid().notNull(),
    eventType: text().$type<WebhookEventType>().notNull(),
    body: text().notNull(),
    /** Deliveries sharing it reach the endpoint in order (a conversation, a number). */
    orderKey: text().notNull(),
    status: webhookDeliveryStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastResponseCode: integer(),
    lastError: text(),
    lastDurationMs: integer(),
    nextAttemptAt: timestamptz(),
    createdAt: createdAt(),
    /** When it last went into the queue (created, or replayed): its 24 hours of retries count from here. */
    queuedAt: createdAt(),
    lastAttemptAt: timestamptz(),
    deliveredAt: timestamptz(),
  },
  (t) => [
    // The log: an endpoint's deliveries newest first, paged by keyset.
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_open_idx')
      .on(t.endpointId)
      .where(sql`${t.status} in ('pending', 'retrying')`),
  ],
);
