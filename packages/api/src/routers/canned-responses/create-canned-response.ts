import { countCannedResponses, createCannedResponse } from '@balasin/db';
import { CANNED_RESPONSES, cannedMessages } from '@balasin/shared/canned-responses';
import { ConflictError, ForbiddenError, isUniqueViolation } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { cannedBusinessId } from './canned-business.ts';
import { toCannedResponseDto } from './canned-response-dto.ts';
import {
  createCannedResponseInput,
  createCannedResponseMeta,
  createCannedResponseOutput,
} from './create-canned-response.schema.ts';

export const createCannedResponseProcedure = managerProcedure
  .meta(createCannedResponseMeta)
  .input(createCannedResponseInput)
  .output(createCannedResponseOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = cannedBusinessId(ctx.membership);
    if ((await countCannedResponses(ctx.db, businessId)) >= CANNED_RESPONSES.max) {
      throw new ForbiddenError(cannedMessages.limitReached);
    }
    try {
      const row = await createCannedResponse(ctx.db, {
        businessId,
        ...input,
        createdBy: ctx.auth.user.id,
        now: ctx.now(),
      });
      return toCannedResponseDto(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(cannedMessages.shortcutTaken);
      throw error;
    }
  });
