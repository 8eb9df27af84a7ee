import {
  enqueueEmail,
  findUserByEmail,
  getOperatorSettings,
  insertPasswordResetToken,
  lockPasswordResetSends,
} from '@balasin/db';
import { PASSWORD_RESET, passwordResetMessages } from '@balasin/shared';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { passwordResetEmail } from '../../mail/password-reset-email.ts';
import { publicProcedure } from '../../trpc.ts';
import {
  requestPasswordResetInput,
  requestPasswordResetMeta,
  requestPasswordResetOutput,
} from './request-password-reset.schema.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Whether one more link may go to this address now (counted under the user's lock). */
const withinLimits = (sent: Date[], now: Date) =>
  sent.filter((at) => at.getTime() > now.getTime() - MINUTE_MS).length < PASSWORD_RESET.perMinute &&
  sent.length < PASSWORD_RESET.perHour;

/**
 * The answer is the same for every address, known or not, over the limit or not: only the
 * mailbox's owner learns whether an account exists. A disabled account gets no link (it could
 * not sign in with a new password anyway).
 */
export const requestPasswordResetProcedure = publicProcedure
  .meta(requestPasswordResetMeta)
  .input(requestPasswordResetInput)
  .output(requestPasswordResetOutput)
  .mutation(async ({ ctx, input }) => {
    const answer = { success: true as const, message: passwordResetMessages.sent };
    const user = await findUserByEmail(ctx.db, input.email);
    if (!user || user.disabledAt) return answer;
    const now = ctx.now();
    const token = newToken();
    const email = await ctx.db.transaction(async (tx) => {
      const sent = await lockPasswordResetSends(tx, user.id, new Date(now.getTime() - HOUR_MS));
      if (!withinLimits(sent, now)) return undefined;
      await insertPasswordResetToken(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET.ttlMinutes * MINUTE_MS),
        createdAt: now,
      });
      const resetUrl = new URL('/reset-password', ctx.appUrl);
      resetUrl.searchParams.set('token', token);
      return enqueueEmail(tx, {
        to: user.email,
        ...passwordResetEmail({
          name: user.name,
          locale: user.locale,
          resetUrl: resetUrl.toString(),
          settings: await getOperatorSettings(tx),
        }),
      });
    });
    if (email) ctx.onEmailQueued(email);
    return answer;
  });
