import type { WebhookEventType } from '@balasin/shared';
import { and, arrayContains, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { runStatement, type Statement } from '../prepared.ts';
import { businesses, users, webhookDeliveries, webhookEndpoints } from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';

/** The caller's business: endpoints of any other business are not found. */
const ownedBy = (businessId: string) => eq(webhookEndpoints.businessId, businessId);

export const listWebhookEndpoints = (db: Db, businessId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(ownedBy(businessId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));

export type WebhookEndpointRow = Awaited<ReturnType<typeof listWebhookEndpoints>>[number];

export const countWebhookEndpoints = async (db: Db, businessId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, businessId));
  return row?.n ?? 0;
};

export const findWebhookEndpoint = async (db: Db, params: { businessId: string; id: string }) =>
  (
    await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, params.id), ownedBy(params.businessId)))
  )[0];

export const createWebhookEndpoint = async (
  db: Db,
  params: {
    businessId: string;
    url: string;
    events: WebhookEventType[];
    secret: string;
    now: Date;
  },
) => {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      businessId: params.businessId,
      url: params.url,
      events: params.events,
      secret: params.secret,
      createdAt: params.now,
      updatedAt: params.now,
    })
    .returning();
  if (!row) throw new Error('insert into webhook_endpoints returned no row');
  return row;
};

/** Changes what the owner sent; enabling again starts the failure count afresh. */
export const updateWebhookEndpoint = async (
  db: Db,
  params: {
    businessId: string;
    id: string;
    url?: string;
    events?: WebhookEventType[];
    enabled?: boolean;
    now: Date;
  },
) => {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(params.url === undefined ? {} : { url: params.url }),
      ...(params.events === undefined ? {} : { events: params.events }),
      ...(params.enabled === undefined
        ? {}
        : params.enabled
          ? { enabled: true, disabledReason: null, failingSince: null }
          : { enabled: false, disabledReason: null }),
      updatedAt: params.now,
    })
    .where(and(eq(webhookEndpoints.id, params.id), ownedBy(params.businessId)))
    .returning();
  return row;
};

export const deleteWebhookEndpoint = async (db: Db, params: { businessId: string; id: string }) => {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, params.id), ownedBy(params.businessId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
};

/** A new secret; the old one keeps signing beside it until `previousUntil`. */
export const rotateWebhookSecret = async (
  db: Db,
  params: { businessId: string; id: string; secret: string; previousUntil: Date; now: Date },
) => {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: webhookEndpoints.secret,
      previousSecretUntil: params.previousUntil,
      secret: params.secret,
      updatedAt: params.now,
    })
    .where(and(eq(webhookEndpoints.id, params.id), ownedBy(params.businessId)))
    .returning();
  return row;
};

/**
 * One delivery of an event for each enabled endpoint of the business that asked for its type, in
 * one prepared statement: it runs inside the transaction of every message, receipt and send, and
 * nearly always finds no endpoint, so it should cost one round trip and no query building.
 */
const INSERT_DELIVERIES: Statement = {
  name: 'insert_webhook_deliveries',
  text: `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, order_key, status,
      attempts, created_at, queued_at)
    select e.id, $2::uuid, $3::text, $4, $5, 'pending', 0, $6::timestamptz, $6::timestamptz
    from webhook_endpoints e
    where e.business_id = $1::uuid and e.enabled and e.events @> array[$3::text]
    returning id, endpoint_id`,
};

export const insertWebhookDeliveries = async (
  db: Db,
  event: {
    businessId: string;
    eventId: string;
    eventType: WebhookEventType;
    body: string;
    orderKey: string;
    at: Date;
  },
) => {
  const rows = await runStatement<{ id: string; endpoint_id: string }>(db, INSERT_DELIVERIES, [
    event.businessId,
    event.eventId,
    event.eventType,
    event.body,
    event.orderKey,
    event.at.toISOString(),
  ]);
  return rows.map((row) => ({ id: row.id, endpointId: row.endpoint_id }));
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  body: webhookDeliveries.body,
  orderKey: webhookDeliveries.orderKey,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastResponseCode: webhookDeliveries.lastResponseCode,
  lastError: webhookDeliveries.lastError,
  lastDurationMs: webhookDeliveries.lastDurationMs,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  queuedAt: webhookDeliveries.queuedAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

/** An endpoint's deliveries newest first, by keyset (created_at, id). */
export const listWebhookDeliveries = (
  db: Db,
  params: { endpointId: string; before?: { at: Date; id: string }; limit: number },
) =>
  db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, params.endpointId),
        params.before
          ? or(
              lt(webhookDeliveries.createdAt, params.before.at),
              and(
                eq(webhookDeliveries.createdAt, params.before.at),
                lt(webhookDeliveries.id, params.before.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(newestFirst(webhookDeliveries.createdAt), newestFirst(webhookDeliveries.id))
    .limit(params.limit);

export type WebhookDeliveryRow = Awaited<ReturnType<typeof listWebhookDeliveries>>[number];

/**
 * An ended delivery goes back to the queue (a replay): answers it, or nothing when it is not the
 * endpoint's or is still being attempted.
 */
export const reopenWebhookDelivery = async (
  db: Db,
  params: { endpointId: string; id: string; now: Date },
) => {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', queuedAt: params.now, nextAttemptAt: params.now })
    .where(
      and(
        eq(webhookDeliveries.id, params.id),
        eq(webhookDeliveries.endpointId, params.endpointId),
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
      ),
    )
    .returning(deliveryColumns);
  return row;
};

export const findWebhookDelivery = async (db: Db, params: { endpointId: string; id: string }) =>
  (
    await db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, params.id),
          eq(webhookDeliveries.endpointId, params.endpointId),
        ),
      )
  )[0];

/** What a batch of attempts needs: each delivery and its endpoint as they are now. */
export const findDeliveriesForAttempt = (db: Db, ids: string[]) =>
  db
    .select({
      delivery: deliveryColumns,
      endpoint: {
        id: webhookEndpoints.id,
        businessId: webhookEndpoints.businessId,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretUntil: webhookEndpoints.previousSecretUntil,
        enabled: webhookEndpoints.enabled,
        failingSince: webhookEndpoints.failingSince,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(inArray(webhookDeliveries.id, ids));

export type DeliveryForAttempt = Awaited<ReturnType<typeof findDeliveriesForAttempt>>[number];

type Attempt = { id: string; at: Date; responseCode: number | null; durationMs: number };

/**
 * 2xx answers, a worker's batch at once (one statement for all, the hot path of healthy
 * receivers): the deliveries are done, and endpoints that were failing are healthy again.
 */
export const recordWebhookSuccesses = async (
  db: Db,
  attempts: (Attempt & { endpointId: string; endpointWasFailing: boolean })[],
) => {
  if (attempts.length === 0) return;
  const values = sql.join(
    attempts.map(
      (a) =>
        sql`(${a.id}::uuid, ${a.responseCode}::integer, ${a.durationMs}::integer, ${a.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${webhookDeliveries} set
      status = 'delivered',
      attempts = ${webhookDeliveries.attempts} + 1,
      last_response_code = done.code,
      last_error = null,
      last_duration_ms = done.ms,
      last_attempt_at = done.at,
      delivered_at = done.at,
      next_attempt_at = null
    from (values ${values}) as done(id, code, ms, at)
    where ${webhookDeliveries.id} = done.id`);
  const recovered = [
    ...new Set(attempts.filter((a) => a.endpointWasFailing).map((a) => a.endpointId)),
  ];
  if (recovered.length > 0) {
    await db
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(inArray(webhookEndpoints.id, recovered));
  }
};

/**
 * A failed attempt: the delivery waits for its next one (or has ended), and the endpoint counts
 * as failing from its first failure since the last success. Answers since when it has failed.
 */
export const recordWebhookFailure = async (
  db: Db,
  attempt: Attempt & { endpointId: string; error: string; nextAttemptAt: Date | null },
) =>
  db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: attempt.nextAttemptAt ? 'retrying' : 'failed',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastResponseCode: attempt.responseCode,
        lastError: attempt.error,
        lastDurationMs: attempt.durationMs,
        lastAttemptAt: attempt.at,
        nextAttemptAt: attempt.nextAttemptAt,
      })
      .where(eq(webhookDeliveries.id, attempt.id));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${attempt.at.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, attempt.endpointId))
      .returning({ failingSince: webhookEndpoints.failingSince });
    return endpoint?.failingSince ?? attempt.at;
  });

/** Ends a delivery without an attempt (its endpoint was disabled or deleted meanwhile). */
export const abandonWebhookDelivery = async (db: Db, params: { id: string; reason: string }) => {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: params.reason, nextAttemptAt: null })
    .where(eq(webhookDeliveries.id, params.id));
};

/**
 * Turns an endpoint off after it failed too long. Answers the owner to tell, once: nothing when
 * it was already disabled (by the owner or by another worker).
 */
export const disableFailingWebhookEndpoint = async (
  db: Db,
  params: { id: string; reason: string; now: Date },
) => {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: params.reason, updatedAt: params.now })
    .where(and(eq(webhookEndpoints.id, params.id), eq(webhookEndpoints.enabled, true)))
    .returning({ url: webhookEndpoints.url, businessId: webhookEndpoints.businessId });
  if (!row) return undefined;
  // What was still waiting ends now; each can be replayed once the endpoint is enabled again.
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: params.reason, nextAttemptAt: null })
    .where(
      and(
        eq(webhookDeliveries.endpointId, params.id),
        inArray(webhookDeliveries.status, ['pending', 'retrying']),
      ),
    );
  const [owner] = await db
    .select({ email: users.email, name: users.name, businessName: businesses.name })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, row.businessId));
  return owner ? { ...owner, url: row.url } : undefined;
};
