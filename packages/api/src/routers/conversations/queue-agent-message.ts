import { randomUUID } from 'node:crypto';
import {
  assignConversation,
  type ConversationRecord,
  findThreadMessage,
  handConversationOver,
  insertMessage,
  messagePreview,
  noteOutboundActivity,
  notifyConversation,
} from '@balasin/db';
import { HANDOFF_REASONS } from '@balasin/shared';
import type { AuthState } from '../../auth/session-service.ts';
import type { Context } from '../../context.ts';
import { ForbiddenError } from '../../errors.ts';
import { QUEUES } from '../../jobs-port.ts';
import { sendingBlockedReason } from '../../sending/sending-blocked.ts';
import { toThreadMessageDto } from './thread-message-dto.ts';

export type AgentContent =
  | { type: 'text'; body: string }
  | { type: 'image' | 'document'; body: string | null; media: Record<string, unknown> };

/**
 * A team member's message to the customer, text or a file, through the one outbox every message
 * takes. One transaction: the message and its send job, the conversation's activity, the bot
 * stepping back (a person is talking now), the conversation becoming the sender's if nobody had
 * it, and the open inboxes told at commit. `id` is chosen by the caller when the content must
 * name it (an attachment's share link).
 */
export const queueAgentMessage = async (
  ctx: Context & { auth: AuthState },
  conversation: ConversationRecord,
  content: AgentContent,
  id: string = randomUUID(),
) => {
  const now = ctx.now();
  const blocked = await sendingBlockedReason(ctx.db, conversation.businessId, now);
  if (blocked) throw new ForbiddenError(blocked);
  await ctx.db.transaction(async (tx) => {
    const messageId = await insertMessage(tx, {
      id,
      businessId: conversation.businessId,
      numberId: conversation.numberId,
      conversationId: conversation.id,
      contactId: conversation.contactId,
      direction: 'outbound',
      senderKind: 'agent',
      authorId: ctx.auth.user.id,
      type: content.type,
      body: content.body,
      media: content.type === 'text' ? null : content.media,
      status: 'queued',
      createdAt: now,
    });
    if (!messageId) throw new Error('insert into messages returned no row');
    await ctx.jobs.send(tx, QUEUES.sendMessage, { messageId }, { orderKey: conversation.id });
    await noteOutboundActivity(tx, {
      conversationId: conversation.id,
      preview: messagePreview(content.type, content.body),
      at: now,
      answered: true,
    });
    if (conversation.botActive) {
      await handConversationOver(tx, {
        conversationId: conversation.id,
        reason: HANDOFF_REASONS.agentReplied,
        at: now,
        actorId: ctx.auth.user.id,
      });
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
  });
  await ctx.jobs.wake(QUEUES.sendMessage, conversation.numberId).catch(() => {});
  const message = await findThreadMessage(ctx.db, conversation.businessId, id);
  if (!message) throw new Error('the message just written was not found');
  return toThreadMessageDto(message);
};
