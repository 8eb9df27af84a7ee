import { notifyConversation, setConversationStatus } from '@balasin/db';
import { inboxMessages } from '@balasin/shared/inbox';
import { BadRequestError } from '../../errors.ts';
import { assignWaitingConversations } from '../../inbox/assign-waiting.ts';
import { businessProcedure } from '../../trpc.ts';
import { toConversationDto } from './conversation-dto.ts';
import { memberConversation } from './member-conversation.ts';
import { setStatusInput, setStatusMeta, setStatusOutput } from './set-status.schema.ts';

export const setStatusProcedure = businessProcedure
  .meta(setStatusMeta)
  .input(setStatusInput)
  .output(setStatusOutput)
  .mutation(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    const until = input.snoozed_until ? new Date(input.snoozed_until) : null;
    if (input.status === 'snoozed' && until && until <= ctx.now()) {
      throw new BadRequestError(inboxMessages.snoozeInPast);
    }
    await ctx.db.transaction(async (tx) => {
      await setConversationStatus(tx, {
        businessId: conversation.businessId,
        id: conversation.id,
        status: input.status,
        snoozedUntil: until,
      });
      await notifyConversation(tx, {
        businessId: conversation.businessId,
        numberId: conversation.numberId,
        conversationId: conversation.id,
        change: 'status',
      });
    });
    // Resolving (or setting pending or snoozed) frees the assignee's room, and a conversation
    // opened again without anyone joins the queue: the waiting ones are given out now.
    await assignWaitingConversations(ctx.db, {
      businessId: conversation.businessId,
      now: ctx.now(),
      jobs: ctx.jobs,
    }).catch(() => {});
    return toConversationDto(await memberConversation(ctx, input.id));
  });
