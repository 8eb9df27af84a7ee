import {
  enqueueEmail,
  findPayment,
  findUserByEmail,
  getOperatorSettings,
  insertRegistration,
  insertVerificationToken,
} from '@balasin/db';
import { messages } from '@balasin/shared';
import { hashPassword } from '../../auth/passwords.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { ConflictError, isUniqueViolation } from '../../errors.ts';
import { verificationEmail } from '../../mail/verification-email.ts';
import { openPaymentOrder } from '../../payments/open-payment-order.ts';
import { publicProcedure } from '../../trpc.ts';
import { toPaymentDto } from '../payments/payment-dto.ts';
import { registerInput, registerMeta, registerOutput } from './register.schema.ts';
import { toUserDto } from './user-dto.ts';

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const registerProcedure = publicProcedure
  .meta(registerMeta)
  .input(registerInput)
  .output(registerOutput)
  .mutation(async ({ ctx, input }) => {
    if (await findUserByEmail(ctx.db, input.email)) {
      throw new ConflictError(messages.emailAlreadyRegistered);
    }
    const passwordHash = await hashPassword(input.password);
    const token = newToken();
    const verifyUrl = new URL(`/api/auth/verify-email?token=${token}`, ctx.appUrl).toString();
    const now = ctx.now();

    const created = await ctx.db
      .transaction(async (tx) => {
        const registration = await insertRegistration(tx, { ...input, passwordHash });
        await insertVerificationToken(tx, {
          userId: registration.user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
        });
        const order = await openPaymentOrder(tx, {
          subscriptionId: registration.subscription.id,
          businessId: registration.business.id,
          package: input.packageType,
          kind: 'registration',
          now,
        });
        const settings = await getOperatorSettings(tx);
        const email = await enqueueEmail(tx, {
          to: input.email,
          ...verificationEmail({
            ...input,
            // The account's language: the visitor's when the page sent it, otherwise the default.
            locale: registration.user.locale,
            verifyUrl,
            dashboardUrl: new URL('/dashboard', ctx.appUrl).toString(),
            order,
            settings,
          }),
        });
        const payment = await findPayment(tx, order.id);
        if (!payment) throw new Error('the order just made is missing');
        return { ...registration, email, payment };
      })
      .catch((error: unknown) => {
        // Two registrations racing for one e-mail: the unique index decides.
        if (isUniqueViolation(error)) throw new ConflictError(messages.emailAlreadyRegistered);
        throw error;
      });

    ctx.onEmailQueued(created.email);
    return {
      user: toUserDto(created.user, created.business.name),
      message: messages.registered,
      payment: toPaymentDto(created.payment, now),
    };
  });
