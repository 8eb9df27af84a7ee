import { setTimeout as sleep } from 'node:timers/promises';
import { emitWebhookEvent, QUEUES } from '@balasin/api';
import { createDb, createWebhookEndpoint, schema } from '@balasin/db';
import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { startJobs } from '../apps/server/src/jobs/boss.ts';
import { registerWebhookWorker } from '../apps/server/src/jobs/deliver-webhook.ts';

/**
 * The webhook pipeline alone in a process of its own: events emitted as the message pipeline
 * emits them (one transaction each, the delivery row and its pg-boss job together) and the
 * `webhook-deliver` worker sending them to the receiver the bench runs in its own process.
 * Phase 1 paces events at `WEBHOOK_RATE` a second; phase 2 queues a backlog with the worker
 * stopped (as during a receiver's outage), then starts it: the rate it drains at is the worker's
 * capacity, whatever the emitter can do.
 */
export type WebhookProcessResult = {
  paced: { events: number; emitMs: number; emitLagMaxMs: number };
  backlog: { events: number; emitMs: number };
};

const RATE = Number(process.env.WEBHOOK_RATE ?? 500);
const SECONDS = Number(process.env.WEBHOOK_SECONDS ?? 10);
const BACKLOG = Number(process.env.WEBHOOK_BACKLOG ?? 5000);
/** Conversations the events belong to: each is its own FIFO key at the endpoint. */
const CONVERSATIONS = 100;
const TICK_MS = 100;

const handle = createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
await handle.migrate();
const { db } = handle;
const log = pino({ level: 'silent' });
const jobs = await startJobs({ handle, log, runWorkers: true });
const startWorker = () =>
  registerWebhookWorker({
    boss: jobs.boss,
    db,
    log,
    now: () => new Date(),
    allowPrivate: true,
    appUrl: 'http://localhost:3000',
  });
await startWorker();

const [user] = await db
  .insert(schema.users)
  .values({ email: `webhooks.${Date.now()}@bench.balasin.test`, name: 'Hooks', passwordHash: 'x' })
  .returning({ id: schema.users.id });
if (!user) throw new Error('no user');
const [business] = await db
  .insert(schema.businesses)
  .values({ ownerId: user.id, name: 'Webhook bench' })
  .returning({ id: schema.businesses.id });
if (!business) throw new Error('no business');
const endpoint = await createWebhookEndpoint(db, {
  businessId: business.id,
  url: String(process.env.WEBHOOK_RECEIVER_URL),
  events: ['message.received'],
  secret: String(process.env.WEBHOOK_SECRET),
  now: new Date(),
});

let sequence = 0;
/** One event, as the pipeline emits one for an inbound message. */
const emit = () => {
  sequence += 1;
  const conversation = sequence % CONVERSATIONS;
  return db.transaction((tx) =>
    emitWebhookEvent(tx, jobs.port, {
      businessId: business.id,
      type: 'message.received',
      data: { id: `bench-${sequence}`, conversation_id: `c${conversation}`, seq: sequence },
      orderKey: `c${conversation}`,
      at: new Date(),
    }),
  );
};

const delivered = async () => {
  const [row] = await db
    .select({ n: count() })
    .from(schema.webhookDeliveries)
    .where(
      and(
        eq(schema.webhookDeliveries.endpointId, endpoint.id),
        eq(schema.webhookDeliveries.status, 'delivered'),
      ),
    );
  return row?.n ?? 0;
};

const drained = async (total: number) => {
  while ((await delivered()) < total) await sleep(200);
};

// Phase 1: a steady rate, a tick's events emitted together every 100 ms.
const perTick = Math.round((RATE * TICK_MS) / 1000);
const pacedStart = performance.now();
let emitLagMaxMs = 0;
for (let tick = 0; tick < (SECONDS * 1000) / TICK_MS; tick += 1) {
  const due = pacedStart + tick * TICK_MS;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
  else emitLagMaxMs = Math.max(emitLagMaxMs, -wait);
  await Promise.all(Array.from({ length: perTick }, emit));
}
const pacedEvents = sequence;
const pacedEmitMs = Math.round(performance.now() - pacedStart);
await drained(pacedEvents);

// Phase 2: a backlog queued while no worker runs, then drained.
await jobs.boss.offWork(QUEUES.deliverWebhook);
const backlogStart = performance.now();
for (let sent = 0; sent < BACKLOG; sent += 50) {
  await Promise.all(Array.from({ length: Math.min(50, BACKLOG - sent) }, emit));
}
const backlogEmitMs = Math.round(performance.now() - backlogStart);
process.send?.({ phase: 'backlog' });
await startWorker();
await drained(pacedEvents + BACKLOG);

const result: WebhookProcessResult = {
  paced: { events: pacedEvents, emitMs: pacedEmitMs, emitLagMaxMs: Math.round(emitLagMaxMs) },
  backlog: { events: BACKLOG, emitMs: backlogEmitMs },
};
process.send?.({ phase: 'done', result });
await jobs.stop();
await handle.close();
process.exit(0);
