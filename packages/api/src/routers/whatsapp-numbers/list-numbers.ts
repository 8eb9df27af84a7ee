import { listNumbersForOwner } from '@balasin/db';
import { protectedProcedure } from '../../trpc.ts';
import { listNumbersInput, listNumbersMeta, listNumbersOutput } from './list-numbers.schema.ts';
import { toNumberDto } from './number-dto.ts';

export const listNumbersProcedure = protectedProcedure
  .meta(listNumbersMeta)
  .input(listNumbersInput)
  .output(listNumbersOutput)
  .query(async ({ ctx }) => (await listNumbersForOwner(ctx.db, ctx.auth.user.id)).map(toNumberDto));
