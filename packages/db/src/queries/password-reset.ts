import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { passwordResetTokens, sessions } from '../schema/index.ts';

/**
 * Takes the user's password-reset lock for the rest of the transaction, then answers when their
 * reset links since `since` were made, oldest first: two requests at once are counted one after
 * the other, so the per-address limit holds exactly.
 */
export const lockPasswordResetSends = async (tx: Db, userId: string, since: Date) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reset:${userId}`}, 0))`);
  const rows = await tx
    .select({ createdAt: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)))
    .orderBy(asc(passwordResetTokens.createdAt));
  return rows.map((row) => row.createdAt);
};

export const insertPasswordResetToken = async (
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
) => {
  await db.insert(passwordResetTokens).values(values);
};

/**
 * Marks an unused, unexpired token used; answers its user, or undefined. The user's other
 * unused links are used up too: once the password is reset, an older e-mail must not reset it again.
 */
export const consumePasswordResetToken = async (db: Db, tokenHash: string, now: Date) => {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return undefined;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
  return row;
};

/** Ends every device signed in to the user's account; answers how many sessions were ended. */
export const revokeAllUserSessions = async (db: Db, userId: string, now: Date) => {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ familyId: sessions.familyId });
  return new Set(ended.map((row) => row.familyId)).size;
};
