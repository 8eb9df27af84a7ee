import type { ApiDeps } from '@balasin/api';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  createDatabaseGate,
  type GateTimings,
  registerDatabaseGate,
} from './plugins/database-gate.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMedia } from './plugins/media.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import {
  DEFAULT_AUTH_RATE_LIMIT,
  DEFAULT_CONTACT_RATE_LIMIT,
  type RateLimit,
  registerRateLimits,
} from './plugins/rate-limits.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerTrpc } from './plugins/trpc.ts';
import { registerWeb } from './plugins/web.ts';

export type AppOptions = {
  deps: ApiDeps;
  /** pino instance; without it the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  authRateLimit?: RateLimit;
  contactRateLimit?: RateLimit;
  /** The built web app; without it only the API is served. */
  webDistDir?: string | undefined;
  /** How fast an outage is noticed and left behind; the defaults are the shared OUTAGE. */
  outage?: GateTimings;
};

/** 100 KB, as the contract says; larger bodies get 413 before any handler runs. */
const BODY_LIMIT_BYTES = 100 * 1024;

/** Registers everything and returns the app; never listens (tests inject, main listens). */
export const buildApp = async (options: AppOptions) => {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A full tRPC batch (LIMITS.trpcBatchMax names, even percent-encoded) fits in one path
    // parameter, so the batch cap, not a 404 or 414, decides.
    routerOptions: { maxParamLength: 2000 },
    // On SIGTERM idle keep-alive sockets close at once; requests in flight finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  registerErrorHandling(app);
  registerDatabaseGate(app, createDatabaseGate(options.deps.pingDatabase, options.outage));
  await registerSecurity(app, { appOrigin: new URL(options.deps.appUrl).origin });
  await registerRateLimits(app, {
    auth: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT,
    contact: options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT,
  });
  await app.register(cookie);
  await registerTrpc(app, options.deps);
  await registerMedia(app, options.deps);
  await registerOpenApi(app, options.deps);
  await registerWeb(app, options.webDistDir);
  return app;
};
