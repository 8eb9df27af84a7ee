import { findUserProfile, writeAudit } from '@balasin/db';
import { ADMIN_USER_AUDIT_ACTIONS, adminUserMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { adminProcedure } from '../../trpc.ts';
import { resendVerification } from '../auth/resend-verification.ts';
import { isUuid } from '../id-param.ts';
import {
  resendUserVerificationMeta,
  resendUserVerificationOutput,
  userActionInput,
} from './user-actions.schema.ts';

export const resendUserVerificationProcedure = adminProcedure
  .meta(resendUserVerificationMeta)
  .input(userActionInput)
  .output(resendUserVerificationOutput)
  .mutation(async ({ ctx, input }) => {
    const profile = isUuid(input.id) ? await findUserProfile(ctx.db, input.id) : undefined;
    if (!profile) throw new NotFoundError(adminUserMessages.userNotFound);
    await resendVerification(ctx, profile.user);
    await writeAudit(ctx.db, {
      actorId: ctx.auth.user.id,
      action: ADMIN_USER_AUDIT_ACTIONS.resendVerification,
      entityType: 'user',
      entityId: profile.user.id,
      createdAt: ctx.now(),
    });
    return { sent: true as const, message: adminUserMessages.verificationSent };
  });
