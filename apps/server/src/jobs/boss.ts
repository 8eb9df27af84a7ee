import { type JobsPort, QUEUES, type QueueName } from '@balasin/api';
import { type Db, type DbHandle, runStatement } from '@balasin/db';
import type { FastifyBaseLogger } from 'fastify';
import { type Db as BossDb, fromPglite, PgBoss } from 'pg-boss';
import { orderedId } from './ordered-id.ts';

/**
 * pg-boss's statements on the caller's transaction (its `db` option, the interface pg-boss's own
 * `fromDrizzle` implements), run prepared: its job insert is a large statement, and through
 * `fromDrizzle` PostgreSQL parsed and planned it again for every message, in two round trips.
 */
const inTransaction = (tx: Db): BossDb => ({
  executeSql: async (text, values = []) => ({
    rows: await runStatement(tx, { name: 'pg-boss', text }, values),
  }),
});

/** The channel a queue's wake-ups travel on (see `JobsPort.wake`). */
export const wakeChannel = (queue: QueueName) => `balasin_wake_${queue.replace(/-/g, '_')}`;

/**
 * Wake-ups sent once per queue and hint at a time: at hundreds of accepted messages a second each
 * was a NOTIFY of its own (a round trip and a socket write per request, most of them waking a
 * worker already awake). One asked for while the same one is on its way is sent again after it,
 * since the first may reach the worker before the asker's job was committed.
 */
const coalesced = (notify: (channel: string, payload: string) => Promise<void>) => {
  const again = new Map<string, boolean>();
  return async (channel: string, payload: string) => {
    const key = `${channel}:${payload}`;
    if (again.has(key)) {
      again.set(key, true);
      return;
    }
    try {
      do {
        again.set(key, false);
        await notify(channel, payload);
      } while (again.get(key));
    } finally {
      again.delete(key);
    }
  };
};

/**
 * pg-boss in the application's own database: its own small `pg` pool on PostgreSQL (its schema
 * DDL needs a driver that runs multi-statement scripts), and the shared PGlite instance on embedded
 * storage. A web-only process enqueues and runs no worker or maintenance.
 */
export const startJobs = async (options: {
  handle: DbHandle;
  log: FastifyBaseLogger;
  runWorkers: boolean;
}) => {
  const { raw } = options.handle;
  const roles = { supervise: options.runWorkers, schedule: options.runWorkers };
  const boss =
    raw.kind === 'postgres'
      ? new PgBoss({
          connectionString: raw.url,
          max: 4,
          application_name: 'balasin-jobs',
          ...roles,
          useListenNotify: true,
        })
      : new PgBoss({
          db: fromPglite(raw.client),
          backend: 'pglite',
          ...roles,
          useListenNotify: true,
        });
  boss.on('error', (error) => options.log.warn({ err: error }, 'jobs: pg-boss error'));
  await boss.start();
  // Strict FIFO per key: a conversation's messages go out in the order they were accepted.
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, { policy: 'key_strict_fifo' });
  }
  const notify = coalesced(options.handle.notify);
  const port: JobsPort = {
    wake: (queue, hint) => notify(wakeChannel(queue), hint),
    send: async (tx, queue, data, jobOptions) => {
      await boss.send(queue, data, {
        db: inTransaction(tx),
        id: orderedId(),
        singletonKey: jobOptions.orderKey,
        ...(jobOptions.startAfter ? { startAfter: jobOptions.startAfter } : {}),
      });
    },
  };
  return {
    boss,
    port,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
};

export type Jobs = Awaited<ReturnType<typeof startJobs>>;
