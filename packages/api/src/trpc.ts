import { createHash } from 'node:crypto';
import {
  API_TOKEN_TOUCH_MS,
  type ConversationScope,
  findMembershipOfUser,
  findTokenByHash,
  type Membership,
  touchApiToken,
} from '@balasin/db';
import {
  LIMITS,
  MANAGER_ROLES,
  messagingMessages,
  type TeamRole,
  teamMessages,
} from '@balasin/shared';
import { messages } from '@balasin/shared/messages';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context.ts';
import { ForbiddenError, TooManyRequestsError, toTRPCError, UnauthorizedError } from './errors.ts';

export type Meta = OpenApiMeta & {
  /** HTTP status of a successful REST answer when it is not 200 (documented in OpenAPI too). */
  successStatus?: 201 | 202 | 302;
  /** Also answers an API token (documented as either cookie or bearer auth). */
  acceptsToken?: true;
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
export const createCallerFactory = t.createCallerFactory;

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

/**
 * Half of a surrogate pair on its own ("\ud800" in JSON): PostgreSQL stores it as U+FFFD, so the
 * text kept would silently differ from the text sent. A paired surrogate is one code point and
 * never matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * What is wrong with a raw input, if anything: NUL or a lone surrogate in a string or a key, or
 * nesting deeper than any input of ours. Walked with a stack of its own, so no depth can overflow
 * the call stack.
 */
const inputFault = (input: unknown): 'nul' | 'surrogate' | 'deep' | undefined => {
  const pending: [unknown, number][] = [[input, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'nul';
      if (LONE_SURROGATE.test(value)) return 'surrogate';
    } else if (typeof value === 'object' && value !== null) {
      // Bytes (an uploaded proof) hold no text or keys: walking a 5 MB file byte by byte would
      // cost seconds of CPU for nothing.
      if (ArrayBuffer.isView(value)) continue;
      if (depth >= LIMITS.jsonDepthMax) return 'deep';
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return 'nul';
        if (LONE_SURROGATE.test(key)) return 'surrogate';
        pending.push([item, depth + 1]);
      }
    }
  }
  return undefined;
};

const FAULT_MESSAGES = {
  nul: messages.nulCharacter,
  surrogate: messages.loneSurrogate,
  deep: messages.tooDeeplyNested,
} as const;

/**
 * PostgreSQL text cannot hold NUL: such input would fail in the database as a 500. It is refused
 * here, once, for every procedure and every input (body, query string or path), and so is a lone
 * surrogate, which it would store changed, and input nested too deeply for the validators' recursive walks (a query string is not a parsed body).
 */
const refuseBadInput = t.middleware(async ({ getRawInput, next }) => {
  const fault = inputFault(await getRawInput());
  if (fault) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: FAULT_MESSAGES[fault],
    });
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

export const publicProcedure = t.procedure.use(mapErrors).use(refuseBadInput).use(successStatus);

export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await ctx.loadAuth();
  if (!auth) throw new UnauthorizedError();
  return next({ ctx: { auth } });
});

/**
 * The one place that says which business a signed-in caller acts for and as whom. Every
 * dashboard procedure about a business's data starts here and scopes its queries by
 * `ctx.membership.businessId`, never by the user. `membership` is null for someone who belongs
 * to no business (a platform admin, a removed member): their lists are empty and any id they
 * name is not found (404), since nothing is theirs.
 */
export const businessProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  const membership: Membership | null =
    (await findMembershipOfUser(ctx.db, ctx.auth.user.id)) ?? null;
  return next({ ctx: { membership } });
});

/**
 * A business procedure for these roles only: a member with another role gets 403. Someone of no
 * business passes on to the procedure, which finds nothing of theirs (404, or an empty list),
 * so outsiders learn nothing about what exists.
 */
export const requireRole = (...roles: readonly TeamRole[]) =>
  businessProcedure.use(async ({ ctx, next }) => {
    if (ctx.membership && !roles.includes(ctx.membership.role)) {
      throw new ForbiddenError(teamMessages.roleForbidden);
    }
    return next();
  });

/** Numbers, tokens, webhooks, knowledge, billing and the team: the owner's and admins'. */
export const managerProcedure = requireRole(...MANAGER_ROLES);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const TOKEN_QUERY_NAMES = new Set(['token', 'access_token', 'api_key', 'apikey', 'key']);

const hasBearer = (ctx: Context) =>
  /^Bearer\s/i.test(ctx.transport.getHeader('authorization') ?? '');

/**
 * Third-party calls: a per-number API token as `Authorization: Bearer <token>`. A token offered
 * in the URL is refused (URLs end up in logs and browser history), whether or not it is valid.
 */
const authenticateToken = async (ctx: Context) => {
  if (ctx.transport.queryNames().some((name) => TOKEN_QUERY_NAMES.has(name.toLowerCase()))) {
    throw new UnauthorizedError(messagingMessages.tokenInUrl);
  }
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.transport.getHeader('authorization') ?? '');
  if (!bearer?.[1]) throw new UnauthorizedError(messagingMessages.tokenRequired);
  const now = ctx.now();
  const token = await findTokenByHash(ctx.db, sha256(bearer[1]), now);
  if (!token) throw new UnauthorizedError(messagingMessages.tokenInvalid);
  // Last use is kept to the minute: within it, a busy token costs no write at all.
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= API_TOKEN_TOUCH_MS) {
    await touchApiToken(ctx.db, token.id, now);
  }
  return token;
};

export const tokenProcedure = publicProcedure.use(async ({ ctx, next }) =>
  next({ ctx: { apiToken: await authenticateToken(ctx) } }),
);

/**
 * Read by the dashboard (session cookie: any member of the business, agents included) and by
 * the business's own systems (API token: its number). A Bearer header decides which, so a token
 * never falls back to a cookie the same client might also carry. `scope` is null for a signed-in
 * caller of no business: nothing is theirs. `userId` is the signed-in person (null for a token).
 */
export const sessionOrTokenProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (
    hasBearer(ctx) ||
    ctx.transport.queryNames().some((n) => TOKEN_QUERY_NAMES.has(n.toLowerCase()))
  ) {
    const token = await authenticateToken(ctx);
    const scope: ConversationScope | null = { numberId: token.numberId };
    return next({ ctx: { scope, userId: null as string | null } });
  }
  const auth = await ctx.loadAuth();
  if (!auth) throw new UnauthorizedError();
  const membership = await findMembershipOfUser(ctx.db, auth.user.id);
  const scope: ConversationScope | null = membership ? { businessId: membership.businessId } : null;
  return next({ ctx: { scope, userId: auth.user.id as string | null } });
});

export const adminProcedure = protectedProcedure.use(async ({ ctx, next }) => {
  if (ctx.auth.user.role !== 'admin') throw new ForbiddenError();
  return next();
});
