import { deleteCannedResponse } from '@balasin/db';
import { cannedMessages } from '@balasin/shared/canned-responses';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import {
  deleteCannedResponseInput,
  deleteCannedResponseMeta,
  deleteCannedResponseOutput,
} from './delete-canned-response.schema.ts';

export const deleteCannedResponseProcedure = managerProcedure
  .meta(deleteCannedResponseMeta)
  .input(deleteCannedResponseInput)
  .output(deleteCannedResponseOutput)
  .mutation(async ({ ctx, input }) => {
    // Someone of no business has no responses: whatever id they name is not found.
    const businessId = ctx.membership?.businessId;
    const deleted =
      businessId !== undefined &&
      isUuid(input.id) &&
      (await deleteCannedResponse(ctx.db, { businessId, id: input.id }));
    if (!deleted) throw new NotFoundError(cannedMessages.notFound);
    return { success: true as const };
  });
