import { labelUsage } from '@balasin/db';
import { labelMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { businessProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { labelUsageInput, labelUsageMeta, labelUsageOutput } from './label-usage.schema.ts';

/** The delete confirmation says what it takes the label off, so nobody deletes blind. */
export const labelUsageProcedure = businessProcedure
  .meta(labelUsageMeta)
  .input(labelUsageInput)
  .output(labelUsageOutput)
  .query(async ({ ctx, input }) => {
    const businessId = ctx.membership?.businessId;
    const usage =
      businessId && isUuid(input.id)
        ? await labelUsage(ctx.db, { businessId, id: input.id })
        : undefined;
    if (!usage) throw new NotFoundError(labelMessages.labelNotFound);
    return usage;
  });
