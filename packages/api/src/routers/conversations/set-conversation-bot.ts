import { notifyConversation, setConversationBot } from '@balasin/db';
import { HANDOFF_REASONS, messagingMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { sessionOrTokenProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toConversationDto } from './conversation-dto.ts';
import { scopedConversation } from './scoped-conversation.ts';
import {
  setConversationBotInput,
  setConversationBotMeta,
  setConversationBotOutput,
} from './set-conversation-bot.schema.ts';

export const setConversationBotProcedure = sessionOrTokenProcedure
  .meta(setConversationBotMeta)
  .input(setConversationBotInput)
  .output(setConversationBotOutput)
  .mutation(async ({ ctx, input }) => {
    const { scope } = ctx;
    const result =
      scope !== null && isUuid(input.id)
        ? await ctx.db.transaction(async (tx) => {
            const set = await setConversationBot(tx, {
              scope,
              id: input.id,
              active: input.active,
              takeoverReason: HANDOFF_REASONS.takenOver,
              actorId: ctx.userId,
              at: ctx.now(),
            });
            // Open inboxes show the change, and the thread its moment, without a reload.
            if (set.changed) {
              await notifyConversation(tx, {
                businessId: set.changed.businessId,
                numberId: set.changed.numberId,
                conversationId: input.id,
                change: 'status',
              });
            }
            return set;
          })
        : null;
    if (!result?.found) throw new NotFoundError(messagingMessages.conversationNotFound);
    return toConversationDto(await scopedConversation(ctx.db, scope, input.id));
  });
