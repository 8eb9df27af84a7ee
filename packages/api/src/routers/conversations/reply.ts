import { businessProcedure } from '../../trpc.ts';
import { memberConversation } from './member-conversation.ts';
import { queueAgentMessage } from './queue-agent-message.ts';
import { replyInput, replyMeta, replyOutput } from './reply.schema.ts';

/** A team member answers the customer in text (attachments: send-attachment.ts). */
export const replyProcedure = businessProcedure
  .meta(replyMeta)
  .input(replyInput)
  .output(replyOutput)
  .mutation(async ({ ctx, input }) => {
    const conversation = await memberConversation(ctx, input.id);
    return queueAgentMessage(ctx, conversation, { type: 'text', body: input.text });
  });
