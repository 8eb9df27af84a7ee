import type { ApiDeps } from '@balasin/api';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { registerContactFiles } from './plugins/contact-files.ts';
import { registerConversationFiles } from './plugins/conversation-files.ts';
import {
  createDatabaseGate,
  type GateTimings,
  registerDatabaseGate,
} from './plugins/database-gate.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { frameworkErrorOptions } from './plugins/framework-errors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { registerKnowledgeUpload } from './plugins/knowledge-upload.ts';
import { registerMedia } from './plugins/media.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerPaymentFiles } from './plugins/payment-files.ts';
import {
  DEFAULT_AI_RATE_LIMIT,
  DEFAULT_AUTH_RATE_LIMIT,
  DEFAULT_CONTACT_RATE_LIMIT,
  type RateLimit,
  registerRateLimits,
} from './plugins/rate-limits.ts';
import { RequestLog } from './plugins/request-log.ts';
import { registerSecurity } from './plugins/security.ts';
import { helmetOptions, securityHeaders } from './plugins/security-headers.ts';
import { registerTrpc } from './plugins/trpc.ts';
import { registerWeb } from './plugins/web.ts';

export type AppOptions = {
  deps: ApiDeps;
  /** pino instance; without it the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  authRateLimit?: RateLimit;
  contactRateLimit?: RateLimit;
  aiRateLimit?: RateLimit;
  /** The built web app; without it only the API is served. */
  webDistDir?: string | undefined;
  /** Which hops may name the client in X-Forwarded-For (TRUST_PROXY); none by default. */
  trustProxy?: false | number | string[];
  /** How fast an outage is noticed and left behind; the defaults are the shared OUTAGE. */
  outage?: GateTimings;
};

/** 100 KB, as the contract says; larger bodies get 413 before any handler runs. */
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Fastify refuses a bare hop count (it cannot check the peer), so a count becomes a function: the
 * nearest N hops are proxies, which holds when the server is reachable only through them.
 */
const trustedHops = (trust: AppOptions['trustProxy']) => {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
};

/** Registers everything and returns the app; never listens (tests inject, main listens). */
export const buildApp = async (options: AppOptions) => {
  const appOrigin = new URL(options.deps.appUrl).origin;
  const headers = securityHeaders(helmetOptions(appOrigin));
  const app = Fastify({
    ...frameworkErrorOptions(headers),
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip, which every limit counts by, is the client's address only as far as trusted.
    trustProxy: trustedHops(options.trustProxy),
    // A full tRPC batch (LIMITS.trpcBatchMax names, even percent-encoded) fits in one path
    // parameter, so the batch cap, not a 404 or 414, decides.
    routerOptions: { maxParamLength: 2000 },
    // On SIGTERM idle keep-alive sockets close at once; requests in flight finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerDatabaseGate(
    app,
    createDatabaseGate(
      { connectPing: options.deps.connectPingDatabase, ping: options.deps.pingDatabase },
      options.outage,
    ),
  );
  registerSecurity(app, { appOrigin, headers });
  await registerRateLimits(app, {
    auth: options.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT,
    contact: options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT,
    ai: options.aiRateLimit ?? DEFAULT_AI_RATE_LIMIT,
  });
  await app.register(cookie);
  await registerTrpc(app, options.deps);
  await registerMedia(app, options.deps);
  await registerPaymentFiles(app, options.deps);
  await registerKnowledgeUpload(app, options.deps);
  await registerContactFiles(app, options.deps);
  await registerConversationFiles(app, options.deps);
  await registerOpenApi(app, options.deps);
  await registerWeb(app, options.webDistDir, options.deps.appUrl);
  return app;
};
