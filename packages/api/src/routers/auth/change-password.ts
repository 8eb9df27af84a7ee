import { revokeUserFamilies, updateUserPassword, writeAudit } from '@balasin/db';
import { ACCOUNT_AUDIT_ACTIONS, accountMessages } from '@balasin/shared';
import { confirmPassword } from '../../auth/confirm-password.ts';
import { hashPassword } from '../../auth/passwords.ts';
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
    const signedOutDevices = await ctx.db.transaction(async (tx) => {
      await updateUserPassword(tx, user.id, passwordHash, now);
      const ended = await revokeUserFamilies(tx, {
        userId: user.id,
        except: session.familyId,
        now,
      });
      await writeAudit(tx, {
        actorId: user.id,
        action: ACCOUNT_AUDIT_ACTIONS.passwordChange,
        entityType: 'user',
        entityId: user.id,
        before: null,
        after: { otherSessionsEnded: ended },
        createdAt: now,
      });
      return ended;
    });
    return { message: accountMessages.passwordChanged, signedOutDevices };
  });
