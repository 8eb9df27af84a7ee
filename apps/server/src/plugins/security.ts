import { messages } from '@balasin/shared';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';

export type RateLimit = { max: number; timeWindowMs: number };

export const DEFAULT_AUTH_RATE_LIMIT: RateLimit = { max: 60, timeWindowMs: 60_000 };
/** The contact form stores what it gets and mails support: a person needs a handful at most. */
export const DEFAULT_CONTACT_RATE_LIMIT: RateLimit = { max: 5, timeWindowMs: 10 * 60_000 };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Which rate-limit bucket a request counts against, if any. */
const bucketOf = (url: string) => {
  if (url.startsWith('/api/auth/') || url.startsWith('/trpc/auth.')) return 'auth';
  if (url.startsWith('/api/contact') || url.startsWith('/trpc/contact.')) return 'contact';
  return undefined;
};

export const registerSecurity = async (
  app: FastifyInstance,
  options: { appOrigin: string; authRateLimit: RateLimit; contactRateLimit: RateLimit },
) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  // Only JSON bodies are accepted: without the text parser, any other type is a 415.
  app.removeContentTypeParser('text/plain');

  // Cookies ride along on cross-site requests; a foreign Origin may not change anything.
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const origin = request.headers.origin;
    if (!STATE_CHANGING.has(request.method) || origin === undefined) return;
    if (origin === options.appOrigin) return;
    return reply.code(403).send(errorBody(403, messages.crossSiteRefused));
  });

  const limitFor = (request: FastifyRequest) =>
    bucketOf(request.url) === 'contact' ? options.contactRateLimit : options.authRateLimit;
  await app.register(rateLimit, {
    global: true,
    // Each bucket counts separately, so contact messages never eat into sign-in attempts.
    keyGenerator: (request) => `${bucketOf(request.url)}:${request.ip}`,
    max: (request) => limitFor(request).max,
    timeWindow: (request) => limitFor(request).timeWindowMs,
    allowList: (request) => bucketOf(request.url) === undefined,
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      message:
        bucketOf(request.url) === 'contact' ? messages.contactTooMany : messages.tooManyRequests,
    }),
  });
};
