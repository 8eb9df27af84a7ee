import type { Db } from '../client.ts';
import { runStatement, type Statement } from '../prepared.ts';

/**
 * The NOTIFY channel of live changes (numbers and conversations) that every process's open
 * pages listen to (apps/server/src/engine/bus.ts).
 */
export const LIVE_EVENTS_CHANNEL = 'balasin_number_events';

/** What changed in a conversation (`note`: a private note); an open inbox re-reads it. */
export type ConversationChange = 'message' | 'status' | 'assignment' | 'read' | 'labels' | 'note';

/**
 * Someone should look at the conversation now: it was given to `assigneeId` (automatically, or
 * by `actorId`), or the bot handed it to a person (to the queue when `assigneeId` is null, where
 * anyone of the business may take it). Tabs alert their person, never the one who did it.
 */
export type ConversationAlert = {
  kind: 'assigned' | 'handoff';
  assigneeId: string | null;
  actorId: string | null;
};

export type ConversationEvent = {
  kind: 'conversation';
  businessId: string;
  numberId: string;
  conversationId: string;
  change: ConversationChange;
  alert?: ConversationAlert;
};

/** A person left the business: their open streams end at once. */
export type MemberEvent = { kind: 'member'; businessId: string; userId: string };

/** Prepared: every message, receipt and send of every business notifies once. */
const NOTIFY: Statement = { name: 'notify_live', text: 'select pg_notify($1, $2)' };

const notifyLive = async (db: Db, event: ConversationEvent | MemberEvent) => {
  await runStatement(db, NOTIFY, [LIVE_EVENTS_CHANNEL, JSON.stringify(event)]);
};

/**
 * Tells every open inbox, in the caller's transaction: PostgreSQL sends a NOTIFY when the
 * transaction commits and drops it when it rolls back, so a page never hears of a change that
 * did not happen.
 */
export const notifyConversation = (db: Db, event: Omit<ConversationEvent, 'kind'>) =>
  notifyLive(db, { kind: 'conversation', ...event });

/** Tells every process a member was removed, in the removal's transaction (sent at commit). */
export const notifyMemberRemoved = (db: Db, event: Omit<MemberEvent, 'kind'>) =>
  notifyLive(db, { kind: 'member', ...event });
