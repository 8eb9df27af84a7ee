import { setConversationBot } from '@balasin/db';
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
    const updated =
      ctx.scope !== null &&
      isUuid(input.id) &&
      (await setConversationBot(ctx.db, {
        scope: ctx.scope,
        id: input.id,
        active: input.active,
        takeoverReason: HANDOFF_REASONS.takenOver,
      }));
    if (!updated) throw new NotFoundError(messagingMessages.conversationNotFound);
    return toConversationDto(await scopedConversation(ctx.db, ctx.scope, input.id));
  });
