import { consumePasswordResetToken } from '@balasin/db';
import { passwordResetMessages } from '@balasin/shared';
import { hashPassword } from '../../auth/passwords.ts';
import { setPassword } from '../../auth/set-password.ts';
import { hashToken } from '../../auth/tokens.ts';
import { BadRequestError } from '../../errors.ts';
import { publicProcedure } from '../../trpc.ts';
import {
  confirmPasswordResetInput,
  confirmPasswordResetMeta,
  confirmPasswordResetOutput,
} from './confirm-password-reset.schema.ts';

/**
 * Whoever may have known the old password (the reason to reset it, often) is out at their next
 * request: the token, the password and the sessions change in one transaction.
 */
export const confirmPasswordResetProcedure = publicProcedure
  .meta(confirmPasswordResetMeta)
  .input(confirmPasswordResetInput)
  .output(confirmPasswordResetOutput)
  .mutation(async ({ ctx, input }) => {
    const passwordHash = await hashPassword(input.password);
    const now = ctx.now();
    const signedOutDevices = await ctx.db.transaction(async (tx) => {
      const token = await consumePasswordResetToken(tx, hashToken(input.token), now);
      if (!token) return undefined;
      return setPassword(tx, { userId: token.userId, passwordHash, now, reason: 'reset' });
    });
    if (signedOutDevices === undefined) {
      throw new BadRequestError(passwordResetMessages.invalidToken);
    }
    return { success: true as const, message: passwordResetMessages.done, signedOutDevices };
  });
