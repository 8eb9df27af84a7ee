import { type JobsPort, QUEUES } from '@balasin/api';
import type { DbHandle } from '@balasin/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';

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
  const port: JobsPort = {
    send: async (tx, queue, data, jobOptions) => {
      await boss.send(queue, data, {
        db: fromDrizzle(tx as never, sql),
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
