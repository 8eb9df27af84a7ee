import { type Db, type Membership, notifyConversation, setConversationLabel } from '@balasin/db';
import { labelMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';
import { toConversationDto } from './conversation-dto.ts';
import { memberConversation } from './member-conversation.ts';

/**
 * Puts the label on (or takes it off) the caller's conversation, telling the open inboxes at
 * commit. 404 for another business's conversation or label alike.
 */
export const setConversationLabelFor = async (
  ctx: { db: Db; membership: Membership | null },
  input: { id: string; label_id: string },
  on: boolean,
) => {
  const conversation = await memberConversation(ctx, input.id);
  const applied =
    isUuid(input.label_id) &&
    (await ctx.db.transaction(async (tx) => {
      const done = await setConversationLabel(tx, {
        businessId: conversation.businessId,
        conversationId: conversation.id,
        labelId: input.label_id,
        on,
      });
      if (done) {
        await notifyConversation(tx, {
          businessId: conversation.businessId,
          numberId: conversation.numberId,
          conversationId: conversation.id,
          change: 'labels',
        });
      }
      return done;
    }));
  if (!applied) throw new NotFoundError(labelMessages.labelNotFound);
  return toConversationDto(await memberConversation(ctx, input.id));
};
