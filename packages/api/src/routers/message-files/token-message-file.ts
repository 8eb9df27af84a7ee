import { tokenProcedure } from '../../trpc.ts';
import { messageFileInput } from './message-file.schema.ts';
import { openMessageFile } from './open-message-file.ts';

/** GET /api/v1/messages/{id}/media: a file the token's number received. */
export const tokenMessageFileProcedure = tokenProcedure
  .input(messageFileInput)
  .query(({ ctx, input }) => openMessageFile(ctx, { numberId: ctx.apiToken.numberId }, input.id));
