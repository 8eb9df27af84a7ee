import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
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
