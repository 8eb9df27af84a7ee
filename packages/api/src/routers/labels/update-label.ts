import { updateLabel } from '@balasin/db';
import { labelMessages } from '@balasin/shared';
import { ConflictError, isUniqueViolation, NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toLabelDto } from './label-dto.ts';
import { updateLabelInput, updateLabelMeta, updateLabelOutput } from './update-label.schema.ts';

export const updateLabelProcedure = managerProcedure
  .meta(updateLabelMeta)
  .input(updateLabelInput)
  .output(updateLabelOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = ctx.membership?.businessId;
    const row =
      businessId && isUuid(input.id)
        ? await updateLabel(ctx.db, {
            businessId,
            id: input.id,
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.color !== undefined ? { color: input.color } : {}),
          }).catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new ConflictError(labelMessages.nameTaken);
            throw error;
          })
        : undefined;
    if (!row) throw new NotFoundError(labelMessages.labelNotFound);
    return toLabelDto(row);
  });
