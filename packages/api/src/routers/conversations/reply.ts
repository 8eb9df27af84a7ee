import {
  assignConversation,
  findThreadMessage,
  handConversationOver,
  insertMessage,
  messagePreview,
  noteOutboundActivity,
  notifyConversation,
} from '@balasin/db';
import { HANDOFF_REASONS } from '@balasin/shared';
import { ForbiddenError } from '../../errors.ts';
import { QUEUES } from '../../jobs-port.ts';
import { sendingBlockedReason } from '../../sending/sending-blocked.ts';
import { businessProcedure } from '../../trpc.ts';
import { memberConversation } from './member-conversation.ts';
import { replyInput, replyMeta, replyOutput } from './reply.schema.ts';
import { toThreadMessageDto } from './thread-message-dto.ts';

/**
 * A team member answers the customer. One transaction: the message and its send job, the
 * conversation's activity, the bot stepping back (a person is talking now), the conversation
 * becoming the sender's if nobody had it, and the open inboxes told at commit.
 */
export const replyProcedure = businessProcedure
  .meta(replyMeta)
  .input(replyInput)
  .output(replyOutput)
  .mutation(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    const now = ctx.now();
    const blocked = await sendingBlockedReason(ctx.db, conversation.businessId, now);
    if (blocked) throw new ForbiddenError(blocked);
    const id = await ctx.db.transaction(async (tx) => {
      const messageId = await insertMessage(tx, {
        businessId: conversation.businessId,
        numberId: conversation.numberId,
        conversationId: conversation.id,
        contactId: conversation.contactId,
        direction: 'outbound',
        senderKind: 'agent',
        authorId: ctx.auth.user.id,
        type: 'text',
        body: input.text,
        media: null,
        status: 'queued',
        createdAt: now,
      });
      if (!messageId) throw new Error('insert into messages returned no row');
      await ctx.jobs.send(tx, QUEUES.sendMessage, { messageId }, { orderKey: conversation.id });
      await noteOutboundActivity(tx, {
        conversationId: conversation.id,
        preview: messagePreview('text', input.text),
        at: now,
        answered: true,
      });
      if (conversation.botActive) {
        await handConversationOver(tx, conversation.id, HANDOFF_REASONS.agentReplied);
      }
      if (!conversation.assigneeId) {
        await assignConversation(tx, {
          businessId: conversation.businessId,
          id: conversation.id,
          assigneeId: ctx.auth.user.id,
          at: now,
        });
      }
      await notifyConversation(tx, {
        businessId: conversation.businessId,
        numberId: conversation.numberId,
        conversationId: conversation.id,
        change: 'message',
      });
      return messageId;
    });
    await ctx.jobs.wake(QUEUES.sendMessage, conversation.numberId).catch(() => {});
    const message = await findThreadMessage(ctx.db, conversation.businessId, id);
    if (!message) throw new Error('the reply just written was not found');
    return toThreadMessageDto(message);
  });
