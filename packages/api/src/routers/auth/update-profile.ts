import { updateUserName } from '@balasin/db';
import { protectedProcedure } from '../../trpc.ts';
import { loadUserDto } from './load-user.ts';
import {
  updateProfileInput,
  updateProfileMeta,
  updateProfileOutput,
} from './update-profile.schema.ts';

export const updateProfileProcedure = protectedProcedure
  .meta(updateProfileMeta)
  .input(updateProfileInput)
  .output(updateProfileOutput)
  .mutation(async ({ ctx, input }) => {
    await updateUserName(ctx.db, ctx.auth.user.id, input.name, ctx.now());
    return { user: await loadUserDto(ctx, ctx.auth.user.id) };
  });
