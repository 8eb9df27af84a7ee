import { revokeUserFamilies } from '@balasin/db';
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
    const signedOutDevices = await revokeUserFamilies(ctx.db, {
      userId: ctx.auth.user.id,
      except: ctx.auth.session.familyId,
      now: ctx.now(),
    });
    return { message: accountMessages.otherSessionsEnded(signedOutDevices), signedOutDevices };
  });
