import { passwordResetMessages } from '@balasin/shared';
import { QUEUES } from '../../jobs-port.ts';
import { publicProcedure } from '../../trpc.ts';
import {
  requestPasswordResetInput,
  requestPasswordResetMeta,
  requestPasswordResetOutput,
} from './request-password-reset.schema.ts';

/**
 * The answer is the same for every address, known or not, over the limit or not: only the
 * mailbox's owner learns whether an account exists. Its time is the same too: every request only
 * queues a job (see sendPasswordReset), and looking the address up, the limits and the e-mail
 * happen after the answer, so a known address costs the request no more than an unknown one.
 */
export const requestPasswordResetProcedure = publicProcedure
  .meta(requestPasswordResetMeta)
  .input(requestPasswordResetInput)
  .output(requestPasswordResetOutput)
  .mutation(async ({ ctx, input }) => {
    const job = { email: input.email, requestedAt: ctx.now().toISOString() };
    await ctx.jobs.send(ctx.db, QUEUES.passwordReset, job, { orderKey: input.email });
    return { success: true as const, message: passwordResetMessages.sent };
  });
