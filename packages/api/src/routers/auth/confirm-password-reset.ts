import {
  consumePasswordResetToken,
  revokeAllUserSessions,
  updateUserPassword,
  writeAudit,
} from '@balasin/db';
import { ACCOUNT_AUDIT_ACTIONS, passwordResetMessages } from '@balasin/shared';
import { hashPassword } from '../../auth/passwords.ts';
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
      await updateUserPassword(tx, token.userId, passwordHash, now);
      const ended = await revokeAllUserSessions(tx, token.userId, now);
      await writeAudit(tx, {
        actorId: token.userId,
        action: ACCOUNT_AUDIT_ACTIONS.passwordReset,
        entityType: 'user',
        entityId: token.userId,
        before: null,
        after: { sessionsEnded: ended },
        createdAt: now,
      });
      return ended;
    });
    if (signedOutDevices === undefined) {
      throw new BadRequestError(passwordResetMessages.invalidToken);
    }
    return { success: true as const, message: passwordResetMessages.done, signedOutDevices };
  });
