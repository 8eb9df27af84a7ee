import { setTimeout as sleep } from 'node:timers/promises';
import { createDb, schema } from '@balasin/db';
import { MEDIA_LIMITS } from '@balasin/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { createEngineRuntime } from '../apps/server/src/engine/runtime.ts';
import { createMemoryMediaStore } from '../apps/server/src/media/memory-media-store.ts';

/**
 * The connection engine alone in a process of its own (the bench forks it with --expose-gc):
 * memory per connected sandbox number, and the time from a dropped link to connected again, as
 * the database (and so every page) sees it.
 */
export type EngineBenchResult = {
  numbers: number;
  connectAllMs: number;
  rssIdleMb: number;
  rssConnectedMb: number;
  rssPerNumberKb: number;
  heapPerNumberKb: number;
  reconnects: number;
  reconnectP50Ms: number;
  reconnectP95Ms: number;
  reconnectMaxMs: number;
};

const NUMBERS = Number(process.env.ENGINE_NUMBERS ?? 500);
const DROPS = 40;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const handle = createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
await handle.migrate();
const { db } = handle;

const [user] = await db
  .insert(schema.users)
  .values({ email: `engine.${Date.now()}@bench.balasin.test`, name: 'Engine', passwordHash: 'x' })
  .returning({ id: schema.users.id });
if (!user) throw new Error('no user');
const [business] = await db
  .insert(schema.businesses)
  .values({ ownerId: user.id, name: 'Engine bench' })
  .returning({ id: schema.businesses.id });
if (!business) throw new Error('no business');
const numbers = await db
  .insert(schema.whatsappNumbers)
  .values(
    Array.from({ length: NUMBERS }, (_, i) => ({
      businessId: business.id,
      number: `+62899${String(i).padStart(7, '0')}`,
      name: `Sandbox ${i}`,
      test: true,
      driver: 'sandbox' as const,
      connectMethod: 'sandbox' as const,
    })),
  )
  .returning({ id: schema.whatsappNumbers.id });
const ids = numbers.map((n) => n.id);
// Paired before, as after a scan: they connect without one.
await db.insert(schema.whatsappAuthKeys).values(
  ids.map((numberId) => ({
    numberId,
    key: 'creds',
    value: JSON.stringify({ sandbox: true, numberId, pairedAt: new Date().toISOString() }),
  })),
);

const gc = (globalThis as { gc?: () => void }).gc;
const settled = async () => {
  for (let round = 0; round < 3; round += 1) {
    gc?.();
    await sleep(500);
  }
  return process.memoryUsage();
};
const connectedCount = async (subset: string[] = ids) => {
  const [row] = await db
    .select({ n: count() })
    .from(schema.whatsappNumbers)
    .where(
      and(
        inArray(schema.whatsappNumbers.id, subset),
        eq(schema.whatsappNumbers.connectionState, 'connected'),
      ),
    );
  return row?.n ?? 0;
};

const runtime = await createEngineRuntime({
  handle,
  log: pino({ level: 'silent' }),
  now: () => new Date(),
  // No business here has a webhook endpoint and nothing is sent: no job is ever queued.
  jobs: { send: async () => {}, wake: async () => {} },
  media: { store: createMemoryMediaStore(), maxBytes: MEDIA_LIMITS.maxBytesDefault },
  spreadMs: 0,
  lease: { ttlMs: 30_000, renewMs: 1_000 },
});
const idle = await settled();

const started = performance.now();
await db
  .update(schema.whatsappNumbers)
  .set({ wanted: true })
  .where(inArray(schema.whatsappNumbers.id, ids));
while ((await connectedCount()) < NUMBERS) await sleep(50);
const connectAllMs = Math.round(performance.now() - started);
const connected = await settled();

const reconnectTimes: number[] = [];
for (const numberId of ids.slice(0, DROPS)) {
  const dropped = performance.now();
  runtime.sandbox.drop(numberId);
  while ((await connectedCount([numberId])) === 1) await sleep(5);
  while ((await connectedCount([numberId])) === 0) await sleep(5);
  reconnectTimes.push(performance.now() - dropped);
}
reconnectTimes.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round(
    reconnectTimes[Math.min(reconnectTimes.length - 1, Math.floor(q * reconnectTimes.length))] ?? 0,
  );

await runtime.stop();
await handle.close();

const result: EngineBenchResult = {
  numbers: NUMBERS,
  connectAllMs,
  rssIdleMb: mb(idle.rss),
  rssConnectedMb: mb(connected.rss),
  rssPerNumberKb: Math.round((connected.rss - idle.rss) / NUMBERS / 102.4) / 10,
  heapPerNumberKb: Math.round((connected.heapUsed - idle.heapUsed) / NUMBERS / 102.4) / 10,
  reconnects: reconnectTimes.length,
  reconnectP50Ms: at(0.5),
  reconnectP95Ms: at(0.95),
  reconnectMaxMs: at(1),
};
if (process.send) process.send(result);
else console.log(JSON.stringify(result, null, 2));
