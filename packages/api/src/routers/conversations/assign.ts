import { assignConversation, notifyConversation } from '@balasin/db';
import { inboxMessages } from '@balasin/shared/inbox';
import { BadRequestError } from '../../errors.ts';
import { raiseAlert } from '../../inbox/raise-alert.ts';
import { businessProcedure } from '../../trpc.ts';
import { assignInput, assignMeta, assignOutput } from './assign.schema.ts';
import { toConversationDto } from './conversation-dto.ts';
import { memberConversation } from './member-conversation.ts';

/** Any member may pass a conversation on: an agent hands one to a colleague, or to the queue. */
export const assignProcedure = businessProcedure
  .meta(assignMeta)
  .input(assignInput)
  .output(assignOutput)
  .mutation(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    const outcome = await ctx.db.transaction(async (tx) => {
      const result = await assignConversation(tx, {
        businessId: conversation.businessId,
        id: conversation.id,
        assigneeId: input.assignee_id,
        at: ctx.now(),
      });
      if (result !== 'assigned') return result;
      const live = {
        businessId: conversation.businessId,
        numberId: conversation.numberId,
        conversationId: conversation.id,
        change: 'assignment' as const,
      };
      // Given to someone else: they are alerted (taking one yourself needs no alert).
      const assigneeId = input.assignee_id;
      if (assigneeId && assigneeId !== ctx.auth.user.id) {
        await raiseAlert(tx, ctx.jobs, {
          ...live,
          alert: { kind: 'assigned', assigneeId, actorId: ctx.auth.user.id },
          at: ctx.now(),
        });
      } else {
        await notifyConversation(tx, live);
      }
      return result;
    });
    if (outcome === 'not-member') throw new BadRequestError(inboxMessages.assigneeNotMember);
    return toConversationDto(await memberConversation(ctx, input.id));
  });
