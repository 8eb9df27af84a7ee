import type { Role } from '@balasin/shared';
import { and, count, desc, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, memberships, sessions, users } from '../schema/index.ts';
import { microsecondsUtc } from './keyset-time.ts';

/** `%` and `_` typed by an admin are literal characters, not patterns. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Where a page ends: the last row's time to the microsecond (a Date keeps only milliseconds) and id. */
export type UserCursor = { at: string; id: string };

export type UserSearch = {
  /** A case-insensitive substring of the e-mail or the name. */
  q?: string | undefined;
  /** The last row of the previous page: the next page starts after it. */
  after?: UserCursor | undefined;
  limit: number;
};

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
};

/**
 * One page of users (built, not run, so a test can read its plan), newest first, keyset-paged by (created_at, id) so a deep page costs what
 * the first does. Searching e-mail or name goes through their trigram indexes (a bitmap OR)
 * for a rare text; for a common one the planner walks users_created_at_idx and stops at a page.
 * One row more than asked says whether there is a next page.
 */
export const userSearchQuery = (db: Db, search: UserSearch) => {
  const pattern = search.q ? `%${escapeLike(search.q)}%` : undefined;
  return db
    .select({ ...userColumns, cursorAt: microsecondsUtc(users.createdAt) })
    .from(users)
    .where(
      and(
        pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
        search.after
          ? sql`(${users.createdAt}, ${users.id}) < (${search.after.at}::timestamptz, ${search.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(search.limit + 1);
};

export const searchUsers = async (db: Db, search: UserSearch) => {
  const rows = await userSearchQuery(db, search);
  const items = rows.slice(0, search.limit);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > search.limit && last ? { at: last.cursorAt, id: last.id } : null,
  };
};

export const findAdminUser = async (db: Db, id: string) => {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
};

/** Every business the user owns or belongs to, with their role in it (deleted ones too). */
export const listBusinessesOfUser = (db: Db, userId: string) =>
  db
    .select({
      id: businesses.id,
      name: businesses.name,
      role: memberships.role,
      isOwner: sql<boolean>`${businesses.ownerId} = ${userId}`,
      createdAt: businesses.createdAt,
      deletedAt: businesses.deletedAt,
    })
    .from(businesses)
    .leftJoin(
      memberships,
      and(eq(memberships.businessId, businesses.id), eq(memberships.userId, userId)),
    )
    .where(or(eq(businesses.ownerId, userId), eq(memberships.userId, userId)))
    .orderBy(desc(businesses.createdAt));

/** The user's live sessions: the current row of each family that can still be refreshed. */
export const listActiveSessionsOfUser = (db: Db, userId: string, now: Date) =>
  db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      refreshExpiresAt: sessions.refreshExpiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        isNull(sessions.rotatedAt),
        gt(sessions.refreshExpiresAt, now),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(100);

/** Admin changes are decided one at a time: the count of admins left is read under this lock. */
export const lockAdminChanges = (tx: Db) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('users.admin_role', 0))`);

/** Enabled admins other than this user: the ones who could still sign in and undo a change. */
export const otherEnabledAdmins = async (tx: Db, userId: string) => {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)));
  return row?.n ?? 0;
};

export type AdminUserChange =
  | { outcome: 'changed' | 'unchanged'; before: AdminUserRow }
  | { outcome: 'not_found' }
  | { outcome: 'last_admin' };

type OnChanged = (tx: Db, before: AdminUserRow) => Promise<void>;

/**
 * Disables or enables the user. Disabling revokes every session in the same transaction, so no
 * request after it succeeds, and never leaves no enabled admin. `onChanged` runs in the same
 * transaction (the audit entry).
 */
export const setUserDisabled = async (
  db: Db,
  params: { userId: string; disabled: boolean; now: Date },
  onChanged: OnChanged,
): Promise<AdminUserChange> =>
  db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [before] = await tx.select(userColumns).from(users).where(eq(users.id, params.userId));
    if (!before) return { outcome: 'not_found' };
    if ((before.disabledAt !== null) === params.disabled) return { outcome: 'unchanged', before };
    if (
      params.disabled &&
      before.role === 'admin' &&
      (await otherEnabledAdmins(tx, before.id)) === 0
    ) {
      return { outcome: 'last_admin' };
    }
    await tx
      .update(users)
      .set({ disabledAt: params.disabled ? params.now : null, updatedAt: params.now })
      .where(eq(users.id, params.userId));
    if (params.disabled) {
      await tx
        .update(sessions)
        .set({ revokedAt: params.now })
        .where(and(eq(sessions.userId, params.userId), isNull(sessions.revokedAt)));
    }
    await onChanged(tx, before);
    return { outcome: 'changed', before };
  });

/**
 * Promotes or demotes under the admin-changes lock, so two admins demoting each other at once
 * are decided one after the other and the second sees one admin left: the last enabled admin is
 * never demoted. `onChanged` runs in the same transaction (the audit entry).
 */
export const changeUserRole = async (
  db: Db,
  params: { userId: string; role: Role; now: Date },
  onChanged: OnChanged,
): Promise<AdminUserChange> =>
  db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [before] = await tx.select(userColumns).from(users).where(eq(users.id, params.userId));
    if (!before) return { outcome: 'not_found' };
    if (before.role === params.role) return { outcome: 'unchanged', before };
    if (before.role === 'admin' && (await otherEnabledAdmins(tx, before.id)) === 0) {
      return { outcome: 'last_admin' };
    }
    await tx
      .update(users)
      .set({ role: params.role, updatedAt: params.now })
      .where(eq(users.id, params.userId));
    await onChanged(tx, before);
    return { outcome: 'changed', before };
  });
