import { accountMessages } from '@balasin/shared';
import type { Context } from '../context.ts';
import { ForbiddenError } from '../errors.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The signed-in user proves it is them before a change to the account itself. Attempts count
 * against the same budget as signing in with that address, so a stolen session cannot guess the
 * password faster here than on the sign-in page. A wrong password is 403, not 401: the session
 * is fine, and a 401 would send the page off to refresh it.
 */
export const confirmPassword = async (
  ctx: Pick<Context, 'loginLimiter' | 'transport'>,
  user: { email: string; passwordHash: string },
  password: string,
) => {
  const { ip } = ctx.transport;
  await ctx.loginLimiter.reserve(ip, user.email);
  let valid: boolean;
  try {
    valid = await verifyPassword(user.passwordHash, password);
  } catch (error) {
    await ctx.loginLimiter.release(ip, user.email);
    throw error;
  }
  if (!valid) throw new ForbiddenError(accountMessages.wrongPassword);
  await ctx.loginLimiter.succeeded(ip, user.email);
};
