import { updateCannedResponse } from '@balasin/db';
import { cannedMessages } from '@balasin/shared/canned-responses';
import { ConflictError, isUniqueViolation, NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toCannedResponseDto } from './canned-response-dto.ts';
import {
  updateCannedResponseInput,
  updateCannedResponseMeta,
  updateCannedResponseOutput,
} from './update-canned-response.schema.ts';

export const updateCannedResponseProcedure = managerProcedure
  .meta(updateCannedResponseMeta)
  .input(updateCannedResponseInput)
  .output(updateCannedResponseOutput)
  .mutation(async ({ ctx, input }) => {
    // Someone of no business has no responses: whatever id they name is not found.
    const businessId = ctx.membership?.businessId;
    try {
      const row =
        businessId && isUuid(input.id)
          ? await updateCannedResponse(ctx.db, { businessId, ...input, now: ctx.now() })
          : undefined;
      if (!row) throw new NotFoundError(cannedMessages.notFound);
      return toCannedResponseDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(cannedMessages.shortcutTaken);
      throw error;
    }
  });
