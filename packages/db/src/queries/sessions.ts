import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { prepared } from '../prepared.ts';
import { sessions, users } from '../schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export const insertSession = async (db: Db, values: NewSession) => {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
};

const sessionByAccessHash = (db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, sql.placeholder('accessTokenHash')),
        isNull(sessions.revokedAt),
        // Disabling revokes the sessions too; this also holds for one started in the same instant.
        isNull(users.disabledAt),
        gt(sessions.accessExpiresAt, sql.placeholder('now')),
        or(isNull(sessions.rotatedAt), gt(sessions.rotatedAt, sql.placeholder('rotatedSince'))),
      ),
    )
    .limit(1)
    .prepare('session_by_access_hash');

/**
 * The live session behind an access token, with its user. A rotated row keeps answering for
 * the reuse window so requests already in flight during a refresh still succeed. Every signed-in
 * request starts here, so it is a prepared statement (see `prepared`).
 */
export const findSessionByAccessHash = async (
  db: Db,
  accessTokenHash: string,
  now: Date,
  rotatedSince: Date,
) => {
  const [row] = await prepared(db, sessionByAccessHash).execute({
    accessTokenHash,
    now: now.toISOString(),
    rotatedSince: rotatedSince.toISOString(),
  });
  return row;
};

/** Locks the row so concurrent refreshes with one token are decided one at a time. */
export const lockSessionByRefreshHash = async (db: Db, refreshTokenHash: string) => {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, refreshTokenHash))
    .for('update')
    .limit(1);
  return row;
};

export const findSessionByRefreshHash = async (db: Db, refreshTokenHash: string) => {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.refreshTokenHash, refreshTokenHash))
    .limit(1);
  return row;
};

export const markSessionRotated = async (db: Db, sessionId: string, at: Date) => {
  await db.update(sessions).set({ rotatedAt: at }).where(eq(sessions.id, sessionId));
};

export const revokeSessionFamily = async (db: Db, familyId: string, at: Date) => {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
};

/** One signed-in device: a session family (a sign-in and every refresh after it). */
export type SessionFamily = {
  familyId: string;
  signedInAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
  ip: string | null;
};

/**
 * The user's signed-in devices, last used first. A family lives while it is not revoked and its
 * newest refresh token has not expired; it was signed in by its oldest row and last used by its
 * newest (each refresh writes one), whose browser and address it shows.
 */
export const listSessionFamilies = async (
  db: Db,
  params: { userId: string; now: Date },
): Promise<SessionFamily[]> => {
  const lastUsedAt = sql<Date>`max(${sessions.createdAt})`.mapWith(sessions.createdAt);
  return db
    .select({
      familyId: sessions.familyId,
      signedInAt: sql<Date>`min(${sessions.createdAt})`.mapWith(sessions.createdAt),
      lastUsedAt,
      userAgent: sql<
        string | null
      >`(array_agg(${sessions.userAgent} order by ${sessions.createdAt} desc))[1]`,
      ip: sql<string | null>`(array_agg(${sessions.ip} order by ${sessions.createdAt} desc))[1]`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, params.userId), isNull(sessions.revokedAt)))
    .groupBy(sessions.familyId)
    .having(sql`max(${sessions.refreshExpiresAt}) > ${params.now.toISOString()}::timestamptz`)
    .orderBy(sql`max(${sessions.createdAt}) desc`);
};

/**
 * Ends the user's devices still signed in: the one named by `only`, or every one but `except`.
 * Answers how many devices were ended (0: none of theirs matched).
 */
export const revokeUserFamilies = async (
  db: Db,
  params: { userId: string; now: Date } & ({ only: string } | { except: string }),
) => {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: params.now })
    .where(
      and(
        eq(sessions.userId, params.userId),
        'only' in params
          ? eq(sessions.familyId, params.only)
          : ne(sessions.familyId, params.except),
        isNull(sessions.revokedAt),
        // Families whose refresh token had already expired were signed out long ago.
        gt(sessions.refreshExpiresAt, params.now),
      ),
    )
    .returning({ familyId: sessions.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
};
