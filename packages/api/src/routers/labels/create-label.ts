import { createLabel } from '@balasin/db';
import { LABELS, labelMessages } from '@balasin/shared';
import { ConflictError, ForbiddenError, isUniqueViolation, NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { createLabelInput, createLabelMeta, createLabelOutput } from './create-label.schema.ts';
import { toLabelDto } from './label-dto.ts';

/** Labels are the managers' to define, so an agent cannot fill the menu; any member applies them. */
export const createLabelProcedure = managerProcedure
  .meta(createLabelMeta)
  .input(createLabelInput)
  .output(createLabelOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = ctx.membership?.businessId;
    if (!businessId) throw new NotFoundError(labelMessages.labelNotFound);
    const row = await ctx.db
      .transaction((tx) => createLabel(tx, { businessId, ...input, max: LABELS.perBusinessMax }))
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new ConflictError(labelMessages.nameTaken);
        throw error;
      });
    if (!row) throw new ForbiddenError(labelMessages.tooMany);
    return toLabelDto(row);
  });
