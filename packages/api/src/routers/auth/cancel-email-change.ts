import { cancelEmailChange } from '@balasin/db';
import { accountMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { protectedProcedure } from '../../trpc.ts';
import {
  cancelEmailChangeInput,
  cancelEmailChangeMeta,
  cancelEmailChangeOutput,
} from './cancel-email-change.schema.ts';

export const cancelEmailChangeProcedure = protectedProcedure
  .meta(cancelEmailChangeMeta)
  .input(cancelEmailChangeInput)
  .output(cancelEmailChangeOutput)
  .mutation(async ({ ctx }) => {
    if (!(await cancelEmailChange(ctx.db, ctx.auth.user.id))) {
      throw new NotFoundError(accountMessages.noPendingEmailChange);
    }
    return { pending: null, message: accountMessages.emailChangeCancelled };
  });
