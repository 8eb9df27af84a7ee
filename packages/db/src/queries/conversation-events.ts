import type { ConversationEventKind, HandoffReason } from '@balasin/shared';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { conversationEvents, users } from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';

/** Records that a conversation went to a person or back to the bot; call in the change's transaction. */
export const recordConversationEvent = async (
  db: Db,
  params: {
    businessId: string;
    conversationId: string;
    kind: ConversationEventKind;
    reason: HandoffReason | null;
    actorId: string | null;
    at: Date;
  },
) => {
  await db.insert(conversationEvents).values({
    businessId: params.businessId,
    conversationId: params.conversationId,
    kind: params.kind,
    reason: params.reason,
    actorId: params.actorId,
    createdAt: params.at,
  });
};

/**
 * A conversation's hand-offs and hand-backs in the stretch of time one page of its thread
 * covers, as `listNotesBetween` reads its notes: the pages carry each event exactly once.
 */
export const listConversationEventsBetween = (
  db: Db,
  params: { businessId: string; conversationId: string; after?: Date; upTo?: Date },
) =>
  db
    .select({
      id: conversationEvents.id,
      kind: conversationEvents.kind,
      reason: conversationEvents.reason,
      actorId: conversationEvents.actorId,
      actorName: users.name,
      createdAt: conversationEvents.createdAt,
    })
    .from(conversationEvents)
    .leftJoin(users, eq(users.id, conversationEvents.actorId))
    .where(
      and(
        eq(conversationEvents.conversationId, params.conversationId),
        eq(conversationEvents.businessId, params.businessId),
        params.after ? gt(conversationEvents.createdAt, params.after) : undefined,
        params.upTo ? lte(conversationEvents.createdAt, params.upTo) : undefined,
      ),
    )
    .orderBy(newestFirst(conversationEvents.createdAt), newestFirst(conversationEvents.id));

export type ConversationEventRecord = Awaited<
  ReturnType<typeof listConversationEventsBetween>
>[number];
