import type { Role, TeamRole } from '@balasin/shared';
import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  businesses,
  emailChangeRequests,
  knowledgeSources,
  memberships,
  messages,
  paymentOrders,
  users,
  whatsappNumbers,
} from '../schema/index.ts';
import { lockAdminChanges, otherEnabledAdmins } from './admin-users.ts';
import { notifyMemberRemoved } from './live-events.ts';
import { removeMember, revokeUserSessions } from './team.ts';

/** The user's e-mail change waiting for its link to be opened, unless that link has expired. */
export const findPendingEmailChange = async (db: Db, userId: string, now: Date) => {
  const [row] = await db
    .select({ newEmail: emailChangeRequests.newEmail, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.expiresAt, now)));
  return row;
};

/**
 * Replaces the user's pending e-mail change with a new one, unless the last was asked for after
 * `notBefore` ('too_soon', with when). Decided under the user's lock, so two requests at once are taken in
 * turn and the second sees the first. Call inside a transaction.
 */
export const replaceEmailChange = async (
  tx: Db,
  params: {
    userId: string;
    newEmail: string;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
    notBefore: Date;
  },
): Promise<{ outcome: 'replaced' } | { outcome: 'too_soon'; lastAt: Date }> => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`email-change:${params.userId}`}, 0))`,
  );
  const [previous] = await tx
    .select({ createdAt: emailChangeRequests.createdAt })
    .from(emailChangeRequests)
    .where(eq(emailChangeRequests.userId, params.userId));
  if (previous && previous.createdAt > params.notBefore) {
    return { outcome: 'too_soon', lastAt: previous.createdAt };
  }
  await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, params.userId));
  await tx.insert(emailChangeRequests).values({
    userId: params.userId,
    newEmail: params.newEmail,
    tokenHash: params.tokenHash,
    expiresAt: params.expiresAt,
    createdAt: params.now,
  });
  return { outcome: 'replaced' };
};

/** Forgets the user's e-mail change, so its link stops working; answers whether there was one. */
export const cancelEmailChange = async (db: Db, userId: string) => {
  const rows = await db
    .delete(emailChangeRequests)
    .where(eq(emailChangeRequests.userId, userId))
    .returning({ id: emailChangeRequests.id });
  return rows.length > 0;
};

/**
 * Takes the change a link names out of the table (so the link works once) and answers it, or
 * undefined when the link is unknown, used, cancelled or expired (an expired one is gone too).
 */
export const consumeEmailChange = async (db: Db, tokenHash: string, now: Date) => {
  const [row] = await db
    .delete(emailChangeRequests)
    .where(eq(emailChangeRequests.tokenHash, tokenHash))
    .returning({
      userId: emailChangeRequests.userId,
      newEmail: emailChangeRequests.newEmail,
      expiresAt: emailChangeRequests.expiresAt,
    });
  return row && row.expiresAt > now ? row : undefined;
};

/**
 * The user signs in with `email` from now on, verified: opening the link sent there proved it is
 * theirs. The unique index decides a race with another account taking the address (23505).
 */
export const setUserEmail = async (db: Db, userId: string, email: string, now: Date) => {
  const rows = await db
    .update(users)
    .set({ email, emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
};

/**
 * What deleting the account has to clean up outside the database: the WhatsApp sessions a worker
 * holds for the business the user owns (to be logged out of WhatsApp) and the stored files of
 * that business (received and sent media, transfer proofs, knowledge documents). Empty for
 * someone who owns no business.
 */
export const accountDeletionLeftovers = async (db: Db, userId: string) => {
  const [owned] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .limit(1);
  if (!owned) return { heldNumberIds: [], fileKeys: [] };
  const held = await db
    .select({ id: whatsappNumbers.id })
    .from(whatsappNumbers)
    .where(
      and(
        eq(whatsappNumbers.businessId, owned.id),
        isNull(whatsappNumbers.deletedAt),
        isNotNull(whatsappNumbers.workerId),
      ),
    );
  const media = await db
    .select({ key: sql<string>`${messages.media} ->> 'key'` })
    .from(messages)
    .where(and(eq(messages.businessId, owned.id), sql`${messages.media} ->> 'key' is not null`));
  const proofs = await db
    .select({ key: paymentOrders.proofKey })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.businessId, owned.id), isNotNull(paymentOrders.proofKey)));
  const documents = await db
    .select({ key: knowledgeSources.fileKey })
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.businessId, owned.id), isNotNull(knowledgeSources.fileKey)));
  return {
    heldNumberIds: held.map((row) => row.id),
    fileKeys: [...media, ...proofs, ...documents]
      .map((row) => row.key)
      .filter((key): key is string => typeof key === 'string'),
  };
};

export type AccountDeletion =
  | { outcome: 'deleted'; businessId: string | null; teamRole: TeamRole | null }
  | { outcome: 'not_found' }
  | { outcome: 'last_admin' };

/**
 * Deletes the user and everything that is theirs alone, in one transaction: their sessions,
 * tokens and pending e-mail change; as an owner, their business with all its data (numbers,
 * conversations, messages, contacts, knowledge, subscriptions and payment orders; invoices stay,
 * detached), and its members lose their place and their sessions; as a member, only their place
 * in the business (their conversations go back to the queue, their messages stay the business's).
 * The last enabled platform admin is refused, decided under the admin-changes lock.
 * `onDeleting` runs in the same transaction before the row goes (the audit entry).
 */
export const deleteUserAccount = (
  db: Db,
  params: { userId: string; now: Date },
  onDeleting: (tx: Db, user: { email: string; role: Role }) => Promise<void>,
): Promise<AccountDeletion> =>
  db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [user] = await tx
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, params.userId))
      .for('update');
    if (!user) return { outcome: 'not_found' };
    if (user.role === 'admin' && (await otherEnabledAdmins(tx, params.userId)) === 0) {
      return { outcome: 'last_admin' };
    }
    const [membership] = await tx
      .select({ businessId: memberships.businessId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, params.userId));
    if (membership?.role === 'owner') {
      const members = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(
          and(
            eq(memberships.businessId, membership.businessId),
            ne(memberships.userId, params.userId),
          ),
        );
      for (const member of members) {
        await revokeUserSessions(tx, member.userId, params.now);
        await notifyMemberRemoved(tx, {
          businessId: membership.businessId,
          userId: member.userId,
        });
      }
    } else if (membership) {
      await removeMember(tx, { ...membership, userId: params.userId, now: params.now });
    }
    await onDeleting(tx, user);
    // Sessions, tokens, the membership and an owned business with all its data cascade.
    await tx.delete(users).where(eq(users.id, params.userId));
    return {
      outcome: 'deleted',
      businessId: membership?.businessId ?? null,
      teamRole: membership?.role ?? null,
    };
  });
