import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { messages } from '../schema/index.ts';
import { newestFirst } from './newest-first.ts';

/**
 * The customer's latest message with text in a conversation (a photo's caption counts; a
 * sticker does not): what a suggested reply answers.
 */
export const lastCustomerText = async (db: Db, conversationId: string) =>
  (
    await db
      .select({ body: messages.body, createdAt: messages.createdAt })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.direction, 'inbound'),
          isNotNull(messages.body),
        ),
      )
      .orderBy(newestFirst(messages.createdAt), newestFirst(messages.id))
      .limit(1)
  )[0];
