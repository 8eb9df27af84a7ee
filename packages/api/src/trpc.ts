import { createHash } from 'node:crypto';
import { findTokenByHash, touchApiToken } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { messages } from '@balasin/shared/messages';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context.ts';
import { ForbiddenError, TooManyRequestsError, toTRPCError, UnauthorizedError } from './errors.ts';

export type Meta = OpenApiMeta & {
  /** HTTP status of a successful REST answer when it is not 200 (documented in OpenAPI too). */
  successStatus?: 201 | 202 | 302;
};

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // No stack traces in any environment; validation errors carry their first message up front.
    errorFormatter: ({ shape, error }) => {
      const { stack: _stack, ...data } = shape.data;
      if (error.cause instanceof ZodError) {
        const issues = error.cause.issues;
        return {
          ...shape,
          message: issues[0]?.message ?? shape.message,
          data: { ...data, issues },
        };
      }
      return { ...shape, data };
    },
  });

export const router = t.router;

/** Every domain and infrastructure error becomes the TRPC code the contract names. */
const mapErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause ?? result.error;
  if (cause instanceof TooManyRequestsError) {
    ctx.transport.setHeader('Retry-After', String(cause.retryAfterSeconds));
  }
  throw toTRPCError(result.error.code === 'INTERNAL_SERVER_ERROR' ? cause : result.error);
});

const containsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
};

/**
 * PostgreSQL text cannot hold NUL: such input would fail in the database as a 500. It is refused
 * here, once, for every procedure and every input (body, query string or path).
 */
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: messages.nulCharacter });
  }
  return next();
});

/**
 * A successful REST answer takes the status its procedure's meta names (201, 202, 302), the same
 * one the OpenAPI document shows; no procedure sets it by hand.
 */
const successStatus = t.middleware(async ({ ctx, meta, next }) => {
  const result = await next();
  if (result.ok && meta?.successStatus) ctx.response.status = meta.successStatus;
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors).use(refuseNul).use(successStatus);

export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.loadAuth();
  if (!auth) throw new UnauthorizedError();
  return next({ ctx: { auth } });
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const TOKEN_QUERY_NAMES = new Set(['token', 'access_token', 'api_key', 'apikey', 'key']);

/**
 * Third-party calls: a per-number API token as `Authorization: Bearer <token>`. A token offered
 * in the URL is refused (URLs end up in logs and browser history), whether or not it is valid.
 */
export const tokenProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (ctx.transport.queryNames().some((name) => TOKEN_QUERY_NAMES.has(name.toLowerCase()))) {
    throw new UnauthorizedError(messagingMessages.tokenInUrl);
  }
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.transport.getHeader('authorization') ?? '');
  if (!bearer?.[1]) throw new UnauthorizedError(messagingMessages.tokenRequired);
  const token = await findTokenByHash(ctx.db, sha256(bearer[1]));
  if (!token) throw new UnauthorizedError(messagingMessages.tokenInvalid);
  await touchApiToken(ctx.db, token.id, ctx.now());
  return next({ ctx: { apiToken: token } });
});

export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (ctx.auth.user.role !== 'admin') throw new ForbiddenError();
  return next();
});
