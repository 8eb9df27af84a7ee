import { businessProcedure } from '../../trpc.ts';
import {
  addConversationLabelMeta,
  conversationLabelInput,
  conversationLabelOutput,
} from './conversation-label.schema.ts';
import { setConversationLabelFor } from './set-conversation-label.ts';

/** Any member, agents included: they sort conversations with the labels the managers made. */
export const addConversationLabelProcedure = businessProcedure
  .meta(addConversationLabelMeta)
  .input(conversationLabelInput)
  .output(conversationLabelOutput)
  .mutation(({ ctx, input }) => setConversationLabelFor(ctx, input, true));
