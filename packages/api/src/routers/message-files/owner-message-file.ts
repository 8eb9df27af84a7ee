import { protectedProcedure } from '../../trpc.ts';
import { messageFileInput } from './message-file.schema.ts';
import { openMessageFile } from './open-message-file.ts';

/** GET /api/messages/{id}/media: a file one of the signed-in owner's numbers received. */
export const ownerMessageFileProcedure = protectedProcedure
  .input(messageFileInput)
  .query(({ ctx, input }) => openMessageFile(ctx, { ownerId: ctx.auth.user.id }, input.id));
