import type { EnginePort, JobsPort, MediaConfig, NumberEvent } from '@balasin/api';
import type { DbHandle } from '@balasin/db';
import {
  type ConnectionPolicy,
  createLazyBaileysDriver,
  createSandboxDriver,
  type Driver,
} from '@balasin/whatsapp';
import type { FastifyBaseLogger } from 'fastify';
import { createOutboundMediaFetcher } from '../media/fetch-outbound-media.ts';
import { createInboundMedia } from '../media/inbound-media.ts';
import { createEngineBus } from './bus.ts';
import { createMessagePipeline } from './pipeline.ts';
import { createSandboxNetwork } from './sandbox-network.ts';
import { type Engine, startEngine } from './supervisor.ts';

export type EngineRuntimeOptions = {
  handle: DbHandle;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Where the webhook deliveries of messages, receipts and connection changes are queued. */
  jobs: JobsPort;
  /** Where received files go, and the size cap. */
  media: MediaConfig;
  /** `false` in a web-only process: it sends commands and relays events, and holds no session. */
  runSessions?: boolean;
  /** WhatsApp Web; tests put a Baileys driver over a fake socket here. */
  baileys?: Driver;
  /**
   * WEBHOOK_ALLOW_PRIVATE: media URLs of messages sent through WhatsApp Web may point at private
   * addresses too (a server inside its own network). Off unless said.
   */
  allowPrivateUrls?: boolean;
  lease?: { ttlMs: number; renewMs: number };
  spreadMs?: number;
  policy?: Partial<ConnectionPolicy>;
};

/** The bus, the drivers and this process's engine, wired; `port` is what procedures get. */
export const createEngineRuntime = async (options: EngineRuntimeOptions) => {
  const bus = await createEngineBus(options.handle, options.log);
  let engine: Engine | undefined;
  const sandbox = createSandboxDriver(
    createSandboxNetwork({
      db: options.handle.db,
      media: options.media.store,
      announcementOf: (numberId) => {
        const businessId = engine?.businessOf(numberId);
        if (!businessId) return undefined;
        const event: NumberEvent = { businessId, numberId, kind: 'sandbox' };
        return JSON.stringify(event);
      },
    }),
  );
  if (options.runSessions !== false) {
    engine = await startEngine({
      db: options.handle.db,
      bus,
      log: options.log,
      now: options.now,
      drivers: {
        baileys:
          options.baileys ??
          createLazyBaileysDriver({
            fetchMedia: createOutboundMediaFetcher({
              allowPrivate: options.allowPrivateUrls ?? false,
            }),
          }),
        sandbox,
      },
      jobs: options.jobs,
      pipeline: createMessagePipeline({
        db: options.handle.db,
        now: options.now,
        jobs: options.jobs,
        media: createInboundMedia({ ...options.media, log: options.log }),
      }),
      ...(options.lease ? { lease: options.lease } : {}),
      ...(options.spreadMs === undefined ? {} : { spreadMs: options.spreadMs }),
      ...(options.policy ? { policy: options.policy } : {}),
    });
  }
  const port: EnginePort = { command: bus.command, publish: bus.publish, events: bus.events };
  return {
    port,
    engine,
    /** The simulated network, for what only a test or a benchmark does to it (drop a link). */
    sandbox,
    stop: async () => {
      await engine?.stop();
      await bus.close();
    },
  };
};

export type EngineRuntime = Awaited<ReturnType<typeof createEngineRuntime>>;
