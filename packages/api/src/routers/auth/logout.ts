import { endSession } from '../../auth/session-service.ts';
import { publicProcedure } from '../../trpc.ts';
import { logoutInput, logoutMeta, logoutOutput } from './logout.schema.ts';

export const logoutProcedure = publicProcedure
  .meta(logoutMeta)
  .input(logoutInput)
  .output(logoutOutput)
  .mutation(async ({ ctx }) => {
    await endSession(ctx);
    return { success: true as const };
  });
