import { markConversationRead, notifyConversation } from '@balasin/db';
import { businessProcedure } from '../../trpc.ts';
import { toConversationDto } from './conversation-dto.ts';
import { markReadInput, markReadMeta, markReadOutput } from './mark-read.schema.ts';
import { memberConversation } from './member-conversation.ts';

/** Someone opened the conversation: its unread count goes to 0 in every open inbox. */
export const markReadProcedure = businessProcedure
  .meta(markReadMeta)
  .input(markReadInput)
  .output(markReadOutput)
  .mutation(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    if (conversation.unreadCount > 0) {
      await ctx.db.transaction(async (tx) => {
        await markConversationRead(tx, {
          businessId: conversation.businessId,
          id: conversation.id,
        });
        await notifyConversation(tx, {
          businessId: conversation.businessId,
          numberId: conversation.numberId,
          conversationId: conversation.id,
          change: 'read',
        });
      });
    }
    return toConversationDto(await memberConversation(ctx, input.id));
  });
