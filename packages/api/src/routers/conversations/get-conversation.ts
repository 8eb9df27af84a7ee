import { sessionOrTokenProcedure } from '../../trpc.ts';
import { toConversationDto } from './conversation-dto.ts';
import {
  getConversationInput,
  getConversationMeta,
  getConversationOutput,
} from './get-conversation.schema.ts';
import { scopedConversation } from './scoped-conversation.ts';

export const getConversationProcedure = sessionOrTokenProcedure
  .meta(getConversationMeta)
  .input(getConversationInput)
  .output(getConversationOutput)
  .query(async ({ ctx, input }) =>
    toConversationDto(await scopedConversation(ctx.db, ctx.scope, input.id)),
  );
