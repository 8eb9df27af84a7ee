import { deleteNumberForOwner } from '@balasin/db';
import { messages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { protectedProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { deleteNumberInput, deleteNumberMeta, deleteNumberOutput } from './delete-number.schema.ts';

export const deleteNumberProcedure = protectedProcedure
  .meta(deleteNumberMeta)
  .input(deleteNumberInput)
  .output(deleteNumberOutput)
  .mutation(async ({ ctx, input }) => {
    const deleted =
      isUuid(input.id) &&
      (await deleteNumberForOwner(ctx.db, ctx.auth.user.id, input.id, ctx.now()));
    if (!deleted) throw new NotFoundError(messages.numberNotFound);
    return { success: true as const };
  });
