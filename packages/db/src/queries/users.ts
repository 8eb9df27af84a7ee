import type { Locale, Role } from '@balasin/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, memberships, users } from '../schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
};

/** The user with the name of the live business they belong to, as the user call returns it. */
export const findUserProfile = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ user: users, businessName: businesses.name })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(
      businesses,
      and(eq(businesses.id, memberships.businessId), isNull(businesses.deletedAt)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row;
};

export const insertUser = async (
  db: Db,
  values: {
    email: string;
    name: string;
    passwordHash: string;
    role?: Role;
    whatsappNumber?: string;
    locale?: Locale;
  },
) => {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
};

export const markEmailVerified = async (db: Db, userId: string, at: Date) => {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
};

export const setUserLocale = async (db: Db, userId: string, locale: Locale) => {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
};

export const updateUserName = async (db: Db, userId: string, name: string, at: Date) => {
  await db.update(users).set({ name, updatedAt: at }).where(eq(users.id, userId));
};

export const updateUserPassword = async (
  db: Db,
  userId: string,
  passwordHash: string,
  at: Date,
) => {
  await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
};

/** Renames a live business; answers its name before, or undefined when there is none. */
export const renameBusiness = async (db: Db, businessId: string, name: string) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), isNull(businesses.deletedAt)))
      .for('update');
    if (!before) return undefined;
    await tx.update(businesses).set({ name }).where(eq(businesses.id, businessId));
    return before.name;
  });
