import { LIMITS, messages } from '@balasin/shared';
import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errorBody } from './error-body.ts';
import { type Bucket, limitedCallsOf, trpcCallsOf } from './procedure-calls.ts';

export type RateLimit = { max: number; timeWindowMs: number };

export const DEFAULT_AUTH_RATE_LIMIT: RateLimit = { max: 60, timeWindowMs: 60_000 };
/** The contact form stores what it gets and mails support: a person needs a handful at most. */
export const DEFAULT_CONTACT_RATE_LIMIT: RateLimit = { max: 5, timeWindowMs: 10 * 60_000 };
/** The playground and the inbox's suggestions: a person asks a few a minute; each may call the LLM. */
export const DEFAULT_AI_RATE_LIMIT: RateLimit = { max: 30, timeWindowMs: 60_000 };

const limiterFor = (limit: RateLimit) =>
  new RateLimiterMemory({ points: limit.max, duration: Math.ceil(limit.timeWindowMs / 1000) });

const TOO_MANY: Record<Bucket, string> = {
  auth: messages.tooManyRequests,
  contact: messages.contactTooMany,
  ai: messages.aiTooMany,
};

/**
 * Per-IP limits on the auth, contact and on-demand AI procedures, counted per call actually run: every call of
 * a tRPC batch, however the path is spelled. A batch holds at most LIMITS.trpcBatchMax calls.
 * Counting is one atomic step per bucket, so parallel requests cannot slip past it.
 */
export const registerRateLimits = async (
  app: FastifyInstance,
  limits: Record<Bucket, RateLimit>,
) => {
  // In memory, for one process; several web processes would each keep their own counts.
  const limiters: Record<Bucket, RateLimiterMemory> = {
    auth: limiterFor(limits.auth),
    contact: limiterFor(limits.contact),
    ai: limiterFor(limits.ai),
  };

  app.addHook('onRequest', async (request, reply) => {
    const calls = trpcCallsOf(request.url);
    if (calls && calls.length > LIMITS.trpcBatchMax) {
      return reply.code(400).send(errorBody(400, messages.batchTooLarge(LIMITS.trpcBatchMax)));
    }
    for (const [bucket, count] of limitedCallsOf(request.url)) {
      try {
        await limiters[bucket].consume(`${bucket}:${request.ip}`, count);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))))
          .send(errorBody(429, TOO_MANY[bucket]));
      }
    }
  });
};
