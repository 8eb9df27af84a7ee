import { messagingMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { businessProcedure } from '../../trpc.ts';
import { messageFileInput } from './message-file.schema.ts';
import { openMessageFile } from './open-message-file.ts';

/**
 * GET /api/messages/{id}/media: a file one of the business's numbers received, for any member
 * (agents read conversations, files included).
 */
export const ownerMessageFileProcedure = businessProcedure
  .input(messageFileInput)
  .query(({ ctx, input }) => {
    if (!ctx.membership) throw new NotFoundError(messagingMessages.messageNotFound);
    return openMessageFile(ctx, { businessId: ctx.membership.businessId }, input.id);
  });
