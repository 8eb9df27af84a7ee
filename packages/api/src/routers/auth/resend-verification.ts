import {
  enqueueEmail,
  findOpenPaymentForSubscription,
  findOwnedBusiness,
  getOperatorSettings,
  insertVerificationToken,
  listSubscriptionsForBusiness,
  lockVerificationSends,
} from '@balasin/db';
import { type Locale, VERIFICATION_RESEND, verificationMessages } from '@balasin/shared';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Context } from '../../context.ts';
import { ConflictError, TooManyRequestsError } from '../../errors.ts';
import { verificationEmail } from '../../mail/verification-email.ts';
import { protectedProcedure } from '../../trpc.ts';
import { effectivePaymentStatus } from '../payments/payment-dto.ts';
import { VERIFICATION_TTL_MS } from './register.ts';
import {
  resendVerificationInput,
  resendVerificationMeta,
  resendVerificationOutput,
} from './resend-verification.schema.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Seconds until `at` (at least one), for Retry-After. */
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/** Refuses a send over either limit, saying when the next one is allowed. */
const assertWithinLimits = (sent: Date[], now: Date) => {
  const lastMinute = sent.filter((at) => at.getTime() > now.getTime() - MINUTE_MS);
  const newest = lastMinute.at(-1);
  if (newest && lastMinute.length >= VERIFICATION_RESEND.perMinute) {
    throw new TooManyRequestsError(
      secondsUntil(newest.getTime() + MINUTE_MS, now),
      verificationMessages.tooSoon,
    );
  }
  const oldest = sent[0];
  if (oldest && sent.length >= VERIFICATION_RESEND.perHour) {
    throw new TooManyRequestsError(
      secondsUntil(oldest.getTime() + HOUR_MS, now),
      verificationMessages.hourlyLimit,
    );
  }
};

/** What the registration e-mail told: the business, its package and its open order, if any. */
const registrationFacts = async (ctx: Context, userId: string, now: Date) => {
  const business = await findOwnedBusiness(ctx.db, userId);
  const [subscription] = business
    ? await listSubscriptionsForBusiness(ctx.db, business.id, now)
    : [];
  const order = subscription
    ? await findOpenPaymentForSubscription(ctx.db, subscription.id)
    : undefined;
  return {
    businessName: business?.name ?? '',
    packageType: subscription?.package ?? 'lite',
    // An order past its deadline is no use to transfer to: the e-mail then leaves it out.
    order: order && effectivePaymentStatus(order, now) !== 'expired' ? order : null,
  };
};

/**
 * Sends the verification e-mail again to a user whose address is not verified. The limits are
 * counted from the tokens themselves, under the user's lock, so they hold across processes and
 * restarts and two presses at once send one e-mail. Also used by an admin for someone else.
 */
export const resendVerification = async (
  ctx: Context,
  user: { id: string; email: string; name: string; locale: Locale; emailVerifiedAt: Date | null },
) => {
  if (user.emailVerifiedAt) throw new ConflictError(verificationMessages.alreadyVerified);
  const now = ctx.now();
  const facts = await registrationFacts(ctx, user.id, now);
  const token = newToken();
  const email = await ctx.db.transaction(async (tx) => {
    const sent = await lockVerificationSends(tx, user.id, new Date(now.getTime() - HOUR_MS));
    assertWithinLimits(sent, now);
    await insertVerificationToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
      createdAt: now,
    });
    return enqueueEmail(tx, {
      to: user.email,
      ...verificationEmail({
        name: user.name,
        locale: user.locale,
        ...facts,
        verifyUrl: new URL(`/api/auth/verify-email?token=${token}`, ctx.appUrl).toString(),
        dashboardUrl: new URL('/dashboard', ctx.appUrl).toString(),
        settings: await getOperatorSettings(tx),
      }),
    });
  });
  ctx.onEmailQueued(email);
};

/** The signed-in user asks for the verification e-mail again (it got lost, or its link expired). */
export const resendVerificationProcedure = protectedProcedure
  .meta(resendVerificationMeta)
  .input(resendVerificationInput)
  .output(resendVerificationOutput)
  .mutation(async ({ ctx }) => {
    await resendVerification(ctx, ctx.auth.user);
    return { sent: true as const, message: verificationMessages.resent };
  });
