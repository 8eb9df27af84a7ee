import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared } from '../prepared.ts';
import { apiTokens, whatsappNumbers } from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';
import { sendingStatusColumn } from './subscriptions.ts';

export const createApiToken = async (
  db: Db,
  token: {
    businessId: string;
    numberId: string;
    name: string;
    prefix: string;
    tokenHash: string;
    now: Date;
  },
) => {
  const [row] = await db
    .insert(apiTokens)
    .values({
      businessId: token.businessId,
      numberId: token.numberId,
      name: token.name,
      prefix: token.prefix,
      tokenHash: token.tokenHash,
      createdAt: token.now,
    })
    .returning();
  if (!row) throw new Error('insert into api_tokens returned no row');
  return row;
};

/** A number's live tokens, newest first (a revoked token is gone from the list). */
export const listApiTokens = (db: Db, numberId: string) =>
  db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(and(eq(apiTokens.numberId, numberId), isNull(apiTokens.revokedAt)))
    .orderBy(newestFirst(apiTokens.createdAt));

export const revokeApiToken = async (
  db: Db,
  params: { numberId: string; tokenId: string; now: Date },
) => {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: params.now })
    .where(
      and(
        eq(apiTokens.id, params.tokenId),
        eq(apiTokens.numberId, params.numberId),
        isNull(apiTokens.revokedAt),
      ),
    )
    .returning({ id: apiTokens.id });
  return revoked.length > 0;
};

/** The live token with this hash and its live number, or undefined. */
const tokenByHash = (db: Db) =>
  db
    .select({
      id: apiTokens.id,
      businessId: apiTokens.businessId,
      numberId: apiTokens.numberId,
      lastUsedAt: apiTokens.lastUsedAt,
      sendingStatus: sendingStatusColumn(db, apiTokens.businessId),
    })
    .from(apiTokens)
    .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, apiTokens.numberId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        isNull(whatsappNumbers.deletedAt),
      ),
    )
    .prepare('api_token_by_hash');

/**
 * Every API call starts here, so it is a prepared statement (see `prepared`). The business's
 * sending status at `now` comes with the token (`sendingStatusOf`'s rule): sending a message
 * needs both, and asking for it apart cost every accepted message a round trip of its own.
 */
export const findTokenByHash = async (db: Db, tokenHash: string, now: Date) => {
  const [row] = await prepared(db, tokenByHash).execute({ tokenHash, now: now.toISOString() });
  return row;
};

/** How stale a token's last use may get: a busy token writes its row at most once a minute. */
export const API_TOKEN_TOUCH_MS = 60_000;

/** Last use to the minute (see API_TOKEN_TOUCH_MS). */
export const touchApiToken = async (db: Db, id: string, now: Date) => {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - API_TOKEN_TOUCH_MS)),
        ),
      ),
    );
};

export const countLiveTokens = async (db: Db, numberId: string) =>
  (await listApiTokens(db, numberId)).length;
