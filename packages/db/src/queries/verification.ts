import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, emailVerificationTokens } from '../schema/index.ts';

export const insertVerificationToken = async (
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt?: Date },
) => {
  await db.insert(emailVerificationTokens).values(values);
};

/**
 * Takes the user's verification lock for the rest of the transaction, then answers when their
 * verification e-mails since `since` were made, oldest first: two resends pressed together are
 * counted one after the other, so the limit holds exactly. Few rows per user, and rare: a scan
 * of this small table is cheaper than an index every registration would pay for.
 */
export const lockVerificationSends = async (tx: Db, userId: string, since: Date) => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verify:${userId}`}, 0))`);
  const rows = await tx
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(
      and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, since)),
    )
    .orderBy(asc(emailVerificationTokens.createdAt));
  return rows.map((row) => row.createdAt);
};

/** The live business a user owns (the one their verification e-mail is about), if any. */
export const findOwnedBusiness = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.ownerId, userId), isNull(businesses.deletedAt)))
    .orderBy(asc(businesses.createdAt))
    .limit(1);
  return row;
};

/** Marks an unused, unexpired token used; answers its user, or undefined. */
export const consumeVerificationToken = async (db: Db, tokenHash: string, now: Date) => {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return row;
};
