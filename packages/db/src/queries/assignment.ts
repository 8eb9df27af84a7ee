import { and, asc, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { botSettings, conversations, memberships, whatsappNumbers } from '../schema/index.ts';

/**
 * One automatic assignment at a time per business (until the caller's transaction ends): two
 * conversations arriving together with one free person must not both see that person as free.
 */
export const lockAssignment = async (tx: Db, businessId: string) => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`assignment:${businessId}`}, 0))`,
  );
};

/** The number is live (a deleted number's conversations are gone from the inbox). */
const liveNumber = sql`exists (select 1 from ${whatsappNumbers} where ${whatsappNumbers.id} = ${conversations.numberId} and ${whatsappNumbers.deletedAt} is null)`;

/**
 * Waiting for a person: open, nobody's, the customer's last words not yet answered, and not the
 * bot's to answer (the bot is off in it, by a hand-off or a take-over, or its number has no bot
 * turned on). One answered from the number's own phone, or first written to by the business,
 * waits for nobody until the customer writes: given to someone, it would read "yours to answer".
 */
const queued = (businessId: string): SQL =>
  and(
    eq(conversations.businessId, businessId),
    eq(conversations.status, 'open'),
    isNull(conversations.assigneeId),
    isNotNull(conversations.waitingSince),
    sql`(not ${conversations.botActive} or not exists (select 1 from ${botSettings}
      where ${botSettings.numberId} = ${conversations.numberId} and ${botSettings.enabled}))`,
    liveNumber,
  ) as SQL;

/** The queue's head: the customer who has waited longest. */
export const nextQueuedConversation = async (tx: Db, businessId: string) =>
  (
    await tx
      .select({ id: conversations.id, numberId: conversations.numberId })
      .from(conversations)
      .where(queued(businessId))
      .orderBy(asc(conversations.waitingSince), asc(conversations.id))
      .limit(1)
  )[0];

/** A member's open conversations: what their capacity counts. */
const openLoad = sql<number>`(select count(*)::int from ${conversations}
  where ${conversations.assigneeId} = ${memberships.userId}
  and ${conversations.businessId} = ${memberships.businessId}
  and ${conversations.status} = 'open' and ${liveNumber})`;

/** When a member was last given one of the conversations they still have. */
const lastAssigned = sql`(select max(${conversations.assignedAt}) from ${conversations}
  where ${conversations.assigneeId} = ${memberships.userId}
  and ${conversations.businessId} = ${memberships.businessId})`;

/**
 * Who gets the next conversation: of the members online and below their capacity, the one with
 * the fewest open conversations, then the one given one least recently (round robin), then
 * the longest in the team.
 */
export const nextFreeMember = async (tx: Db, params: { businessId: string; now: Date }) =>
  (
    await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.businessId, params.businessId),
          gt(memberships.onlineUntil, params.now),
          lt(openLoad, memberships.capacity),
        ),
      )
      .orderBy(
        asc(openLoad),
        sql`${lastAssigned} asc nulls first`,
        asc(memberships.createdAt),
        asc(memberships.userId),
      )
      .limit(1)
  )[0];

/**
 * Gives a queued conversation to a member, unless someone took it or it changed meanwhile (a
 * reply, a manual assignment, a status): false then.
 */
export const claimQueuedConversation = async (
  tx: Db,
  params: { id: string; assigneeId: string; at: Date },
) =>
  (
    await tx
      .update(conversations)
      .set({ assigneeId: params.assigneeId, assignedAt: params.at })
      .where(
        and(
          eq(conversations.id, params.id),
          isNull(conversations.assigneeId),
          eq(conversations.status, 'open'),
          isNotNull(conversations.waitingSince),
        ),
      )
      .returning({ id: conversations.id })
  ).length > 0;

/**
 * Businesses where someone is online and conversations wait for a person: the periodic pass
 * assigns there (presence that began or lapsed, a trigger that was missed). Read from the few
 * people online, each business's queue looked up by its index.
 */
export const businessesWithQueue = async (db: Db, now: Date) =>
  (
    await db
      .selectDistinct({ businessId: memberships.businessId })
      .from(memberships)
      .where(
        and(
          gt(memberships.onlineUntil, now),
          sql`exists (select 1 from ${conversations} where ${conversations.businessId} = ${memberships.businessId}
            and ${conversations.assigneeId} is null and ${conversations.status} = 'open'
            and ${conversations.waitingSince} is not null)`,
        ),
      )
  ).map((row) => row.businessId);
