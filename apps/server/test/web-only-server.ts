import { createTestDb } from '@balasin/db/testing';
import { MEDIA_LIMITS } from '@balasin/shared';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { createApiDeps } from '../src/deps.ts';
import { createEngineRuntime } from '../src/engine/runtime.ts';
import { startJobs } from '../src/jobs/boss.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';

/**
 * A server that serves a given web build at a given address, as a web-only process does (no
 * WhatsApp sessions, no job workers): for tests of the pages it serves.
 */
export const startWebOnlyServer = async (options: { webDistDir: string; appUrl: string }) => {
  const db = await createTestDb();
  const log = pino({ level: 'silent' });
  const media = { store: createMemoryMediaStore(), maxBytes: MEDIA_LIMITS.maxBytesDefault };
  const jobs = await startJobs({ handle: db, log, runWorkers: false });
  const engine = await createEngineRuntime({
    handle: db,
    log,
    now: () => new Date(),
    jobs: jobs.port,
    media,
    runSessions: false,
  });
  const app = await buildApp({
    deps: createApiDeps({
      db,
      appUrl: options.appUrl,
      onEmailQueued: () => {},
      engine: engine.port,
      jobs: jobs.port,
      media,
    }),
    webDistDir: options.webDistDir,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await engine.stop();
      await jobs.stop();
      await db.close();
    },
  };
};
