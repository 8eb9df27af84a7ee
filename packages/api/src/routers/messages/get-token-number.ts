import { findNumberById } from '@balasin/db';
import { UnauthorizedError } from '../../errors.ts';
import { tokenProcedure } from '../../trpc.ts';
import {
  getTokenNumberInput,
  getTokenNumberMeta,
  getTokenNumberOutput,
} from './get-token-number.schema.ts';

export const getTokenNumberProcedure = tokenProcedure
  .meta(getTokenNumberMeta)
  .input(getTokenNumberInput)
  .output(getTokenNumberOutput)
  .query(async ({ ctx }) => {
    const number = await findNumberById(ctx.db, ctx.apiToken.numberId);
    if (!number) throw new UnauthorizedError();
    return {
      id: number.id,
      number: number.number,
      name: number.name,
      status: number.status,
      test: number.test,
    };
  });
