import { randomUUID } from 'node:crypto';
import { type Db, insertWebhookDeliveries } from '@balasin/db';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@balasin/shared';
import { type JobsPort, QUEUES } from './jobs-port.ts';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType };

/**
 * An event for the business's own systems. `orderKey` keeps a conversation's (or a number's)
 * events in order at each endpoint. Emitted inside the transaction that records what happened.
 */
export type WebhookEvent = {
  businessId: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  orderKey: string;
  at: Date;
};

export type EmitWebhookEvent = (tx: Db, jobs: JobsPort, event: WebhookEvent) => Promise<void>;

/** What the `webhook-deliver` queue carries: the delivery row holds the rest. */
export type DeliverWebhookJob = { deliveryId: string };

/** Each endpoint gets one key's events in order, whatever another endpoint is doing. */
export const deliveryOrderKey = (endpointId: string, orderKey: string) =>
  `${endpointId}:${orderKey}`;

/**
 * One delivery per enabled endpoint of the business subscribed to the event type, each with its
 * job, all in the caller's transaction: the event exists for the endpoints exactly when what it
 * reports commits. The body, `{type, timestamp, data}`, is fixed here, so every attempt (and a
 * replay) sends the same bytes under the same `webhook-id`.
 */
export const emitWebhookEvent: EmitWebhookEvent = async (tx, jobs, event) => {
  const deliveries = await insertWebhookDeliveries(tx, {
    businessId: event.businessId,
    eventId: randomUUID(),
    eventType: event.type,
    body: JSON.stringify({ type: event.type, timestamp: event.at.toISOString(), data: event.data }),
    orderKey: event.orderKey,
    at: event.at,
  });
  for (const delivery of deliveries) {
    const job: DeliverWebhookJob = { deliveryId: delivery.id };
    await jobs.send(tx, QUEUES.deliverWebhook, job, {
      orderKey: deliveryOrderKey(delivery.endpointId, event.orderKey),
    });
  }
};
