import { accountMessages } from '@balasin/shared';
import { confirmPassword } from '../../auth/confirm-password.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { setPassword } from '../../auth/set-password.ts';
import { BadRequestError } from '../../errors.ts';
import { protectedProcedure } from '../../trpc.ts';
import {
  changePasswordInput,
  changePasswordMeta,
  changePasswordOutput,
} from './change-password.schema.ts';

/**
 * A new password ends every other sign-in in the same transaction: whoever knew the old one
 * (the reason people change it) is out at their next request, and this device stays in.
 */
export const changePasswordProcedure = protectedProcedure
  .meta(changePasswordMeta)
  .input(changePasswordInput)
  .output(changePasswordOutput)
  .mutation(async ({ ctx, input }) => {
    const { user, session } = ctx.auth;
    if (input.newPassword === input.currentPassword) {
      throw new BadRequestError(accountMessages.samePassword);
    }
    await confirmPassword(ctx, user, input.currentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    const now = ctx.now();
    const signedOutDevices = await ctx.db.transaction((tx) =>
      setPassword(tx, {
        userId: user.id,
        passwordHash,
        now,
        reason: 'change',
        keepFamilyId: session.familyId,
      }),
    );
    return { message: accountMessages.passwordChanged, signedOutDevices };
  });
