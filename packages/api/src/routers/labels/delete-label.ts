import { deleteLabel } from '@balasin/db';
import { labelMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { deleteLabelInput, deleteLabelMeta, deleteLabelOutput } from './delete-label.schema.ts';

export const deleteLabelProcedure = managerProcedure
  .meta(deleteLabelMeta)
  .input(deleteLabelInput)
  .output(deleteLabelOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = ctx.membership?.businessId;
    const deleted =
      businessId !== undefined &&
      isUuid(input.id) &&
      (await deleteLabel(ctx.db, { businessId, id: input.id }));
    if (!deleted) throw new NotFoundError(labelMessages.labelNotFound);
    return { success: true as const };
  });
