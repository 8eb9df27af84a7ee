import { managerProcedure } from '../../trpc.ts';
import { getNumberInput, getNumberMeta, getNumberOutput } from './get-number.schema.ts';
import { toNumberDetailDto } from './number-detail-dto.ts';
import { ownedNumber } from './owned-number.ts';

export const getNumberProcedure = managerProcedure
  .meta(getNumberMeta)
  .input(getNumberInput)
  .output(getNumberOutput)
  .query(async ({ ctx, input }) =>
    toNumberDetailDto(await ownedNumber(ctx.db, ctx.membership, input.id)),
  );
