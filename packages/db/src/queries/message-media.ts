import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { businesses, messages } from '../schema/index.ts';
import type { ConversationScope } from './conversations.ts';

/**
 * A message's `media` value when the message is the caller's to read (the member's business,
 * or the token's number); undefined otherwise, so another business's message is simply absent.
 */
export const findScopedMessageMedia = async (db: Db, scope: ConversationScope, id: string) => {
  const owned =
    'businessId' in scope
      ? eq(messages.businessId, scope.businessId)
      : eq(messages.numberId, scope.numberId);
  const [row] = await db
    .select({
      id: messages.id,
      type: messages.type,
      media: messages.media,
      status: messages.status,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .where(and(eq(messages.id, id), owned));
  return row;
};

/**
 * An outbound message's `media`, by id alone: the share link WhatsApp fetches an agent's
 * attachment by carries no session, only the message id and a secret the caller compares.
 */
export const findOutboundMessageMedia = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: messages.id,
      type: messages.type,
      media: messages.media,
      status: messages.status,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.direction, 'outbound')));
  return row;
};
