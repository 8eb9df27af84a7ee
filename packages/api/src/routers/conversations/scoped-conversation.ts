import { type ConversationScope, type Db, findConversation } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/** The caller's conversation, or 404: another business's and a malformed id answer the same. */
export const scopedConversation = async (db: Db, scope: ConversationScope | null, id: string) => {
  const row = scope && isUuid(id) ? await findConversation(db, scope, id) : undefined;
  if (!row) throw new NotFoundError(messagingMessages.conversationNotFound);
  return row;
};
