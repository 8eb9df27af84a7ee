import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { emailVerificationTokens } from '../schema/index.ts';

export const insertVerificationToken = async (
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) => {
  await db.insert(emailVerificationTokens).values(values);
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
