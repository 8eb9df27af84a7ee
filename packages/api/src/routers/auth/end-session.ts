import { revokeUserFamilies } from '@balasin/db';
import { accountMessages } from '@balasin/shared';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { protectedProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { endSessionInput, endSessionMeta, endSessionOutput } from './end-session.schema.ts';

export const endSessionProcedure = protectedProcedure
  .meta(endSessionMeta)
  .input(endSessionInput)
  .output(endSessionOutput)
  .mutation(async ({ ctx, input }) => {
    if (input.id === ctx.auth.session.familyId) {
      throw new BadRequestError(accountMessages.currentSession);
    }
    const ended =
      isUuid(input.id) &&
      (await revokeUserFamilies(ctx.db, {
        userId: ctx.auth.user.id,
        only: input.id,
        now: ctx.now(),
      })) > 0;
    if (!ended) throw new NotFoundError(accountMessages.sessionNotFound);
    return { message: accountMessages.otherSessionsEnded(1) };
  });
