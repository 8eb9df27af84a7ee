import { messages } from '@balasin/shared';
import { TRPCError } from '@trpc/server';
import { publicProcedure } from '../../trpc.ts';
import { healthInput, healthMeta, healthOutput } from './health.schema.ts';

/** A monitor needs an answer, not a hang: give the database this long. */
const PING_TIMEOUT_MS = 2000;

export const healthProcedure = publicProcedure
  .meta(healthMeta)
  .input(healthInput)
  .output(healthOutput)
  .query(async ({ ctx }) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([ctx.pingDatabase(), timeout]);
    } catch (cause) {
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: messages.databaseUnavailable,
        cause,
      });
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' as const };
  });
