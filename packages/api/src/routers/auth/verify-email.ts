import { consumeVerificationToken, markEmailVerified } from '@balasin/db';
import { hashToken } from '../../auth/tokens.ts';
import { publicProcedure } from '../../trpc.ts';
import { verifyEmailInput, verifyEmailMeta, verifyEmailOutput } from './verify-email.schema.ts';

export const verifyEmailProcedure = publicProcedure
  .meta(verifyEmailMeta)
  .input(verifyEmailInput)
  .output(verifyEmailOutput)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const verified = await ctx.db.transaction(async (tx) => {
      const token = await consumeVerificationToken(tx, hashToken(input.token), now);
      if (token) await markEmailVerified(tx, token.userId, now);
      return token !== undefined;
    });
    ctx.transport.setHeader('Location', `/login?verified=${verified ? 1 : 0}`);
    return { verified };
  });
