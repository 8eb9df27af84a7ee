import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { runStatement, type Statement } from '../prepared.ts';
import { sandboxMessages } from '../schema/index.ts';
import { LIVE_EVENTS_CHANNEL } from './live-events.ts';
import { newestFirst } from './newest-first.ts';

export const addSandboxMessage = async (
  db: Db,
  message: {
    numberId: string;
    contact: string;
    direction: 'to_number' | 'to_contact';
    text: string;
    externalId: string;
    createdAt: Date;
  },
) => {
  const [row] = await db.insert(sandboxMessages).values(message).returning();
  if (!row) throw new Error('insert into sandbox_messages returned no row');
  return row;
};

/** One simulated customer's chat with a test number, newest first. */
export const listSandboxMessages = (
  db: Db,
  params: { numberId: string; contact: string; limit: number },
) =>
  db
    .select()
    .from(sandboxMessages)
    .where(
      and(
        eq(sandboxMessages.numberId, params.numberId),
        eq(sandboxMessages.contact, params.contact),
      ),
    )
    .orderBy(newestFirst(sandboxMessages.createdAt), newestFirst(sandboxMessages.id))
    .limit(params.limit);

/** $6: the live event that tells open pages, sent at commit, when the row is added; null for none. */
const DELIVER_TO_CONTACT: Statement = {
  name: 'sandbox_deliver_to_contact',
  text: `with added as (
      insert into sandbox_messages (number_id, contact, direction, text, external_id, created_at)
      select $1::uuid, $2, 'to_contact', $3, $4, $5::timestamptz
      where not exists (
        select 1 from sandbox_messages where number_id = $1::uuid and external_id = $4
      )
      returning id
    )
    select id from added
    where case when $6::text is null then true
      else pg_notify('${LIVE_EVENTS_CHANNEL}', $6) is not null end`,
};

/**
 * What a test number sent, in its customer's chat, and `announcement` (a live event's payload)
 * notified with it; false when it is there already (a retried send carries the same id, and the
 * customer's phone shows it once). One prepared statement, so it can go in a transaction with
 * others (the send path's group commit): each send of a batch used to be a lookup and an insert,
 * both built per call, a commit of its own, and a NOTIFY (another commit) after it.
 */
export const deliverToSandboxContact = async (
  db: Db,
  message: { numberId: string; contact: string; text: string; externalId: string; createdAt: Date },
  announcement: string | undefined,
) =>
  (
    await runStatement(db, DELIVER_TO_CONTACT, [
      message.numberId,
      message.contact,
      message.text,
      message.externalId,
      message.createdAt.toISOString(),
      announcement ?? null,
    ])
  ).length > 0;
