import { randomUUID } from 'node:crypto';
import {
  type Db,
  findSessionByAccessHash,
  findSessionByRefreshHash,
  insertSession,
  lockSessionByRefreshHash,
  markSessionRotated,
  revokeSessionFamily,
  type SessionRow,
  type UserRow,
} from '@balasin/db';
import { SESSION } from '@balasin/shared';
import type { ApiDeps, Context, SessionConfig, Transport } from '../context.ts';
import { deriveSuccessorTokens, hashToken, newToken } from './tokens.ts';

export type AuthState = { session: SessionRow; user: UserRow };

type TokenPair = { accessToken: string; refreshToken: string };

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

const sessionValues = (
  config: SessionConfig,
  now: Date,
  tokens: TokenPair,
  owner: { userId: string; familyId: string },
  transport: Transport,
) => ({
  userId: owner.userId,
  familyId: owner.familyId,
  accessTokenHash: hashToken(tokens.accessToken),
  refreshTokenHash: hashToken(tokens.refreshToken),
  accessExpiresAt: addSeconds(now, config.accessTtlSeconds),
  refreshExpiresAt: addSeconds(now, config.refreshTtlSeconds),
  rotationKey: newToken(),
  userAgent: transport.userAgent?.slice(0, 300) ?? null,
  ip: transport.ip,
});

export const writeSessionCookies = (
  ctx: Pick<Context, 'transport' | 'session'>,
  tokens: TokenPair,
) => {
  ctx.transport.setCookie(SESSION.accessCookie, tokens.accessToken, ctx.session.accessTtlSeconds);
  ctx.transport.setCookie(
    SESSION.refreshCookie,
    tokens.refreshToken,
    ctx.session.refreshTtlSeconds,
  );
};

export const clearSessionCookies = (ctx: Pick<Context, 'transport'>) => {
  ctx.transport.clearCookie(SESSION.accessCookie);
  ctx.transport.clearCookie(SESSION.refreshCookie);
};

/** A new token family for a user who just proved their password. */
export const startSession = async (ctx: Context, userId: string) => {
  const tokens = { accessToken: newToken(), refreshToken: newToken() };
  const now = ctx.now();
  await insertSession(
    ctx.db,
    sessionValues(ctx.session, now, tokens, { userId, familyId: randomUUID() }, ctx.transport),
  );
  writeSessionCookies(ctx, tokens);
};

export const resolveAccessToken = async (
  deps: Pick<ApiDeps, 'db' | 'now' | 'session'>,
  accessToken: string | undefined,
): Promise<AuthState | null> => {
  if (!accessToken) return null;
  const now = deps.now();
  const found = await findSessionByAccessHash(
    deps.db,
    hashToken(accessToken),
    now,
    addSeconds(now, -deps.session.reuseWindowSeconds),
  );
  return found ?? null;
};

type RefreshOutcome = { ok: true; userId: string; tokens: TokenPair } | { ok: false };

/**
 * Rotates a refresh token. The row is locked so concurrent refreshes are decided in turn: the
 * first rotates, those inside the reuse window get the same successor, and a rotated token
 * presented after the window revokes its whole family (it may have been stolen).
 */
export const rotateRefreshToken = (ctx: Context, refreshToken: string): Promise<RefreshOutcome> =>
  ctx.db.transaction(async (tx: Db) => {
    const now = ctx.now();
    const row = await lockSessionByRefreshHash(tx, hashToken(refreshToken));
    if (!row || row.revokedAt || row.refreshExpiresAt <= now) return { ok: false };

    const successor = deriveSuccessorTokens(refreshToken, row.rotationKey);
    if (!row.rotatedAt) {
      await insertSession(tx, sessionValues(ctx.session, now, successor, row, ctx.transport));
      await markSessionRotated(tx, row.id, now);
      return { ok: true, userId: row.userId, tokens: successor };
    }

    const withinWindow =
      now.getTime() - row.rotatedAt.getTime() <= ctx.session.reuseWindowSeconds * 1000;
    const next = withinWindow
      ? await findSessionByRefreshHash(tx, hashToken(successor.refreshToken))
      : undefined;
    if (next && !next.revokedAt) return { ok: true, userId: row.userId, tokens: successor };

    await revokeSessionFamily(tx, row.familyId, now);
    return { ok: false };
  });

/** Ends the family of whichever token the caller presents: both cookies stop working at once. */
export const endSession = async (ctx: Context) => {
  const now = ctx.now();
  const auth = await ctx.loadAuth();
  const familyId =
    auth?.session.familyId ??
    (await findRefreshFamily(ctx.db, ctx.transport.getCookie(SESSION.refreshCookie)));
  if (familyId) await revokeSessionFamily(ctx.db, familyId, now);
  clearSessionCookies(ctx);
};

const findRefreshFamily = async (db: Db, refreshToken: string | undefined) => {
  if (!refreshToken) return undefined;
  const row = await findSessionByRefreshHash(db, hashToken(refreshToken));
  return row?.familyId;
};
