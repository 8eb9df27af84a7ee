import { listNumbersForBusiness } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { listNumbersInput, listNumbersMeta, listNumbersOutput } from './list-numbers.schema.ts';
import { toNumberDto } from './number-dto.ts';

/**
 * The business's numbers: the owner's and admins' (an agent gets 403, as messaging.md's team
 * rules say; the inbox gives an agent the numbers of the conversations it lists).
 */
export const listNumbersProcedure = managerProcedure
  .meta(listNumbersMeta)
  .input(listNumbersInput)
  .output(listNumbersOutput)
  .query(async ({ ctx }) =>
    ctx.membership
      ? (await listNumbersForBusiness(ctx.db, ctx.membership.businessId)).map(toNumberDto)
      : [],
  );
