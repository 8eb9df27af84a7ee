import { findUserByEmail } from '@balasin/db';
import { adminUserMessages, messages } from '@balasin/shared';
import { verifyPassword } from '../../auth/passwords.ts';
import { startSession } from '../../auth/session-service.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { publicProcedure } from '../../trpc.ts';
import { loadUserDto } from './load-user.ts';
import { loginInput, loginMeta, loginOutput } from './login.schema.ts';

export const loginProcedure = publicProcedure
  .meta(loginMeta)
  .input(loginInput)
  .output(loginOutput)
  .mutation(async ({ ctx, input }) => {
    const { ip } = ctx.transport;
    await ctx.loginLimiter.reserve(ip, input.email);
    let valid: boolean;
    let user: Awaited<ReturnType<typeof findUserByEmail>>;
    try {
      user = await findUserByEmail(ctx.db, input.email);
      valid = await verifyPassword(user?.passwordHash, input.password);
    } catch (error) {
      await ctx.loginLimiter.release(ip, input.email);
      throw error;
    }
    if (!user || !valid) throw new UnauthorizedError(messages.invalidCredentials);
    await ctx.loginLimiter.succeeded(ip, input.email);
    // Said only to someone who knows the password, so it tells a stranger nothing.
    if (user.disabledAt) throw new ForbiddenError(adminUserMessages.accountDisabled);
    await startSession(ctx, user.id);
    return { user: await loadUserDto(ctx, user.id) };
  });
