import type { Role } from '@balasin/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, users } from '../schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
};

/** The user with the name of their first live business, as the user call returns it. */
export const findUserProfile = async (db: Db, userId: string) => {
  const [row] = await db
    .select({ user: users, businessName: businesses.name })
    .from(users)
    .leftJoin(businesses, and(eq(businesses.ownerId, users.id), isNull(businesses.deletedAt)))
    .where(eq(users.id, userId))
    .orderBy(businesses.createdAt)
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
  },
) => {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
};

export const setUserRole = async (db: Db, userId: string, role: Role) => {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
};

export const markEmailVerified = async (db: Db, userId: string, at: Date) => {
  await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
};
