import { revokeOtherFamilies } from '@balasin/db';
import { accountMessages } from '@balasin/shared';
import { protectedProcedure } from '../../trpc.ts';
import {
  endOtherSessionsInput,
  endOtherSessionsMeta,
  endOtherSessionsOutput,
} from './end-other-sessions.schema.ts';

export const endOtherSessionsProcedure = protectedProcedure
  .meta(endOtherSessionsMeta)
  .input(endOtherSessionsInput)
  .output(endOtherSessionsOutput)
  .mutation(async ({ ctx }) => {
    const signedOutDevices = await revokeOtherFamilies(ctx.db, {
      userId: ctx.auth.user.id,
      keepFamilyId: ctx.auth.session.familyId,
      now: ctx.now(),
    });
    return { message: accountMessages.otherSessionsEnded(signedOutDevices), signedOutDevices };
  });
