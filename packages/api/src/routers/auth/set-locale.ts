import { setUserLocale } from '@balasin/db';
import { protectedProcedure } from '../../trpc.ts';
import { loadUserDto } from './load-user.ts';
import { setLocaleInput, setLocaleMeta, setLocaleOutput } from './set-locale.schema.ts';

export const setLocaleProcedure = protectedProcedure
  .meta(setLocaleMeta)
  .input(setLocaleInput)
  .output(setLocaleOutput)
  .mutation(async ({ ctx, input }) => {
    await setUserLocale(ctx.db, ctx.auth.user.id, input.locale);
    return { user: await loadUserDto(ctx, ctx.auth.user.id) };
  });
