import { deleteNumberForBusiness } from '@balasin/db';
import { messages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { deleteNumberInput, deleteNumberMeta, deleteNumberOutput } from './delete-number.schema.ts';

export const deleteNumberProcedure = managerProcedure
  .meta(deleteNumberMeta)
  .input(deleteNumberInput)
  .output(deleteNumberOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = ctx.membership?.businessId;
    const deleted =
      businessId !== undefined &&
      isUuid(input.id) &&
      (await deleteNumberForBusiness(ctx.db, businessId, input.id, ctx.now()));
    if (!deleted) throw new NotFoundError(messages.numberNotFound);
    return { success: true as const };
  });
