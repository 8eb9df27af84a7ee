import { protectedProcedure } from '../../trpc.ts';
import { getUserInput, getUserMeta, getUserOutput } from './get-user.schema.ts';
import { loadUserDto } from './load-user.ts';

export const getUserProcedure = protectedProcedure
  .meta(getUserMeta)
  .input(getUserInput)
  .output(getUserOutput)
  .query(async ({ ctx }) => ({ user: await loadUserDto(ctx, ctx.auth.user.id) }));
