import { type ConversationScope, type Db, findConversation } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/** The caller's conversation, or 404: another business's and a malformed id answer the same. */
export const scopedConversation = async (db: Db, scope: ConversationScope, id: string) => {
  const row = isUuid(id) ? await findConversation(db, scope, id) : undefined;
  if (!row) throw new NotFoundError(messagingMessages.conversationNotFound);
  return row;
};
