import { businessProcedure } from '../../trpc.ts';
import {
  conversationLabelInput,
  conversationLabelOutput,
  removeConversationLabelMeta,
} from './conversation-label.schema.ts';
import { setConversationLabelFor } from './set-conversation-label.ts';

export const removeConversationLabelProcedure = businessProcedure
  .meta(removeConversationLabelMeta)
  .input(conversationLabelInput)
  .output(conversationLabelOutput)
  .mutation(({ ctx, input }) => setConversationLabelFor(ctx, input, false));
