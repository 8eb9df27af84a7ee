import type { InvitableRole, PackageType, TeamRole } from '@balasin/shared';
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  businesses,
  conversations,
  invitations,
  memberships,
  sessions,
  subscriptions,
  users,
} from '../schema/index.ts';
import { activeAt } from './active-subscription.ts';
import { notifyConversation, notifyMemberRemoved } from './live-events.ts';

export type Membership = { businessId: string; ownerId: string; role: TeamRole };

/** The live business the user belongs to and their role in it; undefined for nobody's member. */
export const findMembershipOfUser = async (
  db: Db,
  userId: string,
): Promise<Membership | undefined> => {
  const [row] = await db
    .select({
      businessId: memberships.businessId,
      ownerId: businesses.ownerId,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(memberships.userId, userId), isNull(businesses.deletedAt)))
    .limit(1);
  return row;
};

/** Invitations that still hold a seat at `now`: neither accepted, revoked nor expired. */
const openAt = (now: Date) =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );

/** Everyone of the business, the owner first, then in the order they joined. */
export const listMembers = (db: Db, businessId: string) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: memberships.role,
      capacity: memberships.capacity,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(
      sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(memberships.createdAt),
      asc(memberships.id),
    );

export const listOpenInvitations = (db: Db, businessId: string, now: Date) =>
  db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), openAt(now)))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));

const activePackage = async (db: Db, businessId: string, now: Date) => {
  const [row] = await db
    .select({ package: subscriptions.package })
    .from(subscriptions)
    .where(and(eq(subscriptions.businessId, businessId), activeAt(now)))
    .orderBy(asc(subscriptions.createdAt))
    .limit(1);
  return row?.package ?? null;
};

/** Seats taken: every member but the owner, and every open invitation. */
const seatsUsed = async (db: Db, businessId: string, now: Date) => {
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), ne(memberships.role, 'owner')));
  const [pending] = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), openAt(now)));
  return (members?.n ?? 0) + (pending?.n ?? 0);
};

/** Seats used and the active package (null without an active subscription). */
export const seatState = async (db: Db, businessId: string, now: Date) => ({
  used: await seatsUsed(db, businessId, now),
  package: await activePackage(db, businessId, now),
});

export type InviteOutcome =
  | { kind: 'no-subscription' }
  | { kind: 'seat-limit'; package: PackageType; limit: number }
  | { kind: 'already-member' }
  | { kind: 'already-invited' }
  | {
      kind: 'invited';
      invitation: { id: string; email: string; role: TeamRole; expiresAt: Date };
    };

/**
 * Invites when the active package has a free seat. The business row is locked first, so
 * parallel invitations are counted one after another: at the last seat exactly one gets it.
 * Expired invitations are closed here, so they free both their seat and their address.
 */
export const inviteWithinSeats = (
  db: Db,
  input: {
    businessId: string;
    email: string;
    role: InvitableRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
    now: Date;
    limitFor: (pkg: PackageType) => number;
  },
): Promise<InviteOutcome> =>
  db.transaction(async (tx) => {
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, input.businessId))
      .for('update');
    await tx
      .update(invitations)
      .set({ revokedAt: input.now })
      .where(
        and(
          eq(invitations.businessId, input.businessId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          lte(invitations.expiresAt, input.now),
        ),
      );

    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.email, input.email))
      .limit(1);
    if (member) return { kind: 'already-member' };
    const [invited] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(
          eq(invitations.businessId, input.businessId),
          eq(invitations.email, input.email),
          openAt(input.now),
        ),
      )
      .limit(1);
    if (invited) return { kind: 'already-invited' };

    const pkg = await activePackage(tx, input.businessId, input.now);
    if (!pkg) return { kind: 'no-subscription' };
    const limit = input.limitFor(pkg);
    if ((await seatsUsed(tx, input.businessId, input.now)) >= limit) {
      return { kind: 'seat-limit', package: pkg, limit };
    }

    const [row] = await tx
      .insert(invitations)
      .values({
        businessId: input.businessId,
        email: input.email,
        role: input.role,
        tokenHash: input.tokenHash,
        invitedBy: input.invitedBy,
        expiresAt: input.expiresAt,
        createdAt: input.now,
      })
      .returning({
        id: invitations.id,
        email: invitations.email,
        role: invitations.role,
        expiresAt: invitations.expiresAt,
      });
    if (!row) throw new Error('insert into invitations returned no row');
    return { kind: 'invited', invitation: row };
  });

/** Withdraws an open invitation of the business; answers whether there was one. */
export const revokeInvitation = async (
  db: Db,
  params: { businessId: string; id: string; now: Date },
) => {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: params.now })
    .where(
      and(
        eq(invitations.id, params.id),
        eq(invitations.businessId, params.businessId),
        openAt(params.now),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
};

export type AcceptInvitationOutcome =
  | { kind: 'invalid' }
  | { kind: 'used' }
  | { kind: 'revoked' }
  | { kind: 'expired' }
  | { kind: 'already-member' }
  | { kind: 'accepted'; userId: string };

/**
 * Turns an invitation into a membership. The invitation row is locked, so a token accepted
 * twice at once is accepted once. A person who already has an account but belongs to no
 * business (someone removed from a team) joins with it: the link proves the inbox is theirs, as
 * a password reset would, so the name and password they set replace the old ones.
 */
export const acceptInvitation = (
  db: Db,
  input: { tokenHash: string; name: string; passwordHash: string; now: Date },
): Promise<AcceptInvitationOutcome> =>
  db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, input.tokenHash))
      .for('update')
      .limit(1);
    if (!invitation) return { kind: 'invalid' };
    if (invitation.acceptedAt) return { kind: 'used' };
    if (invitation.revokedAt) return { kind: 'revoked' };
    if (invitation.expiresAt <= input.now) return { kind: 'expired' };

    const [existing] = await tx
      .select({ id: users.id, businessId: memberships.businessId })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .where(eq(users.email, invitation.email))
      .limit(1);
    if (existing?.businessId) return { kind: 'already-member' };

    const values = {
      name: input.name,
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.now,
      updatedAt: input.now,
    };
    const [user] = existing
      ? await tx
          .update(users)
          .set(values)
          .where(eq(users.id, existing.id))
          .returning({ id: users.id })
      : await tx
          .insert(users)
          .values({ ...values, email: invitation.email, createdAt: input.now })
          .returning({ id: users.id });
    if (!user) throw new Error('writing the invited user returned no row');
    if (existing) await revokeUserSessions(tx, user.id, input.now);

    await tx.insert(memberships).values({
      businessId: invitation.businessId,
      userId: user.id,
      role: invitation.role,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await tx
      .update(invitations)
      .set({ acceptedAt: input.now })
      .where(eq(invitations.id, invitation.id));
    return { kind: 'accepted', userId: user.id };
  });

/** The member's role, unless they are the owner (whose role never changes this way). */
export const setMemberRole = async (
  db: Db,
  params: { businessId: string; userId: string; role: InvitableRole; now: Date },
) => {
  const [row] = await db
    .update(memberships)
    .set({ role: params.role, updatedAt: params.now })
    .where(
      and(
        eq(memberships.businessId, params.businessId),
        eq(memberships.userId, params.userId),
        ne(memberships.role, 'owner'),
      ),
    )
    .returning({ userId: memberships.userId });
  return row;
};

/** How many open conversations automatic assignment gives the member at most (the owner's too). */
export const setMemberCapacity = async (
  db: Db,
  params: { businessId: string; userId: string; capacity: number; now: Date },
) => {
  const [row] = await db
    .update(memberships)
    .set({ capacity: params.capacity, updatedAt: params.now })
    .where(
      and(eq(memberships.businessId, params.businessId), eq(memberships.userId, params.userId)),
    )
    .returning({ userId: memberships.userId });
  return row;
};

export const findMemberRole = async (db: Db, businessId: string, userId: string) => {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.businessId, businessId), eq(memberships.userId, userId)))
    .limit(1);
  return row?.role;
};

/** Every session of the user stops working now (both cookies, every device). */
export const revokeUserSessions = async (db: Db, userId: string, now: Date) => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
};

/**
 * Takes a member out of the business and ends their sessions in the same transaction, so the
 * next request they make is refused; their open streams are told at commit and end, and their
 * open, pending and snoozed conversations are nobody's again (the open ones join the queue).
 * Never the owner. Answers whether someone was removed.
 */
export const removeMember = (db: Db, params: { businessId: string; userId: string; now: Date }) =>
  db.transaction(async (tx) => {
    const rows = await tx
      .delete(memberships)
      .where(
        and(
          eq(memberships.businessId, params.businessId),
          eq(memberships.userId, params.userId),
          ne(memberships.role, 'owner'),
        ),
      )
      .returning({ id: memberships.id });
    if (rows.length === 0) return false;
    await revokeUserSessions(tx, params.userId, params.now);
    const released = await tx
      .update(conversations)
      .set({ assigneeId: null, assignedAt: params.now })
      .where(
        and(
          eq(conversations.businessId, params.businessId),
          eq(conversations.assigneeId, params.userId),
          inArray(conversations.status, ['open', 'pending', 'snoozed']),
        ),
      )
      .returning({ id: conversations.id, numberId: conversations.numberId });
    for (const conversation of released) {
      await notifyConversation(tx, {
        businessId: params.businessId,
        numberId: conversation.numberId,
        conversationId: conversation.id,
        change: 'assignment',
      });
    }
    await notifyMemberRemoved(tx, { businessId: params.businessId, userId: params.userId });
    return true;
  });
