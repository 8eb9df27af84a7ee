import { listApiTokens } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { ownedNumber } from '../whatsapp-numbers/owned-number.ts';
import { listTokensInput, listTokensMeta, listTokensOutput } from './list-tokens.schema.ts';
import { toApiTokenDto } from './token-dto.ts';

export const listTokensProcedure = managerProcedure
  .meta(listTokensMeta)
  .input(listTokensInput)
  .output(listTokensOutput)
  .query(async ({ ctx, input }) => {
    const number = await ownedNumber(ctx.db, ctx.membership, input.id);
    return (await listApiTokens(ctx.db, number.id)).map(toApiTokenDto);
  });
