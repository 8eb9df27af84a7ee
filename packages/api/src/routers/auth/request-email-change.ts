import {
  enqueueEmail,
  findUserByEmail,
  getOperatorSettings,
  replaceEmailChange,
} from '@balasin/db';
import { accountMessages, EMAIL_CHANGE } from '@balasin/shared';
import { confirmPassword } from '../../auth/confirm-password.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../../errors.ts';
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from '../../mail/email-change-emails.ts';
import { protectedProcedure } from '../../trpc.ts';
import { toPendingEmailChange } from './email-change-dto.ts';
import {
  requestEmailChangeInput,
  requestEmailChangeMeta,
  requestEmailChangeOutput,
} from './request-email-change.schema.ts';

const HOUR_MS = 3_600_000;

export const requestEmailChangeProcedure = protectedProcedure
  .meta(requestEmailChangeMeta)
  .input(requestEmailChangeInput)
  .output(requestEmailChangeOutput)
  .mutation(async ({ ctx, input }) => {
    const { user } = ctx.auth;
    if (input.email === user.email) throw new BadRequestError(accountMessages.sameEmail);
    await confirmPassword(ctx, user, input.password);
    // Said only to someone who knows the password; the confirmation checks again for a race.
    if (await findUserByEmail(ctx.db, input.email)) {
      throw new ConflictError(accountMessages.emailTaken);
    }
    const now = ctx.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + EMAIL_CHANGE.ttlHours * HOUR_MS);
    const sent = await ctx.db.transaction(async (tx) => {
      const outcome = await replaceEmailChange(tx, {
        userId: user.id,
        newEmail: input.email,
        tokenHash: hashToken(token),
        expiresAt,
        now,
        notBefore: new Date(now.getTime() - EMAIL_CHANGE.minSecondsBetween * 1000),
      });
      if (outcome.outcome === 'too_soon') return outcome.lastAt;
      const settings = await getOperatorSettings(tx);
      const confirmUrl = new URL(`/api/auth/confirm-email-change?token=${token}`, ctx.appUrl);
      return [
        await enqueueEmail(tx, {
          to: input.email,
          ...emailChangeConfirmEmail({
            name: user.name,
            newEmail: input.email,
            confirmUrl: confirmUrl.toString(),
            settings,
          }),
        }),
        await enqueueEmail(tx, {
          to: user.email,
          ...emailChangeNoticeEmail({
            name: user.name,
            newEmail: input.email,
            settingsUrl: new URL('/dashboard/settings', ctx.appUrl).toString(),
            settings,
          }),
        }),
      ];
    });
    if (sent instanceof Date) {
      const nextAt = sent.getTime() + EMAIL_CHANGE.minSecondsBetween * 1000;
      throw new TooManyRequestsError(
        Math.max(1, Math.ceil((nextAt - now.getTime()) / 1000)),
        accountMessages.emailChangeTooSoon,
      );
    }
    for (const email of sent) ctx.onEmailQueued(email);
    return {
      ...toPendingEmailChange({ newEmail: input.email, expiresAt }),
      message: accountMessages.emailChangeSent,
    };
  });
