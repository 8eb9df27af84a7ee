import { findMessage } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { tokenProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { getMessageInput, getMessageMeta, getMessageOutput } from './get-message.schema.ts';
import { toMessageDto } from './message-dto.ts';

export const getMessageProcedure = tokenProcedure
  .meta(getMessageMeta)
  .input(getMessageInput)
  .output(getMessageOutput)
  .query(async ({ ctx, input }) => {
    const message = isUuid(input.id) ? await findMessage(ctx.db, input.id) : undefined;
    if (!message || message.numberId !== ctx.apiToken.numberId) {
      throw new NotFoundError(messagingMessages.messageNotFound);
    }
    return toMessageDto(message);
  });
