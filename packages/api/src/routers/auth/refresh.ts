import { messages, SESSION } from '@balasin/shared';
import {
  clearSessionCookies,
  rotateRefreshToken,
  writeSessionCookies,
} from '../../auth/session-service.ts';
import { UnauthorizedError } from '../../errors.ts';
import { publicProcedure } from '../../trpc.ts';
import { loadUserDto } from './load-user.ts';
import { refreshInput, refreshMeta, refreshOutput } from './refresh.schema.ts';

export const refreshProcedure = publicProcedure
  .meta(refreshMeta)
  .input(refreshInput)
  .output(refreshOutput)
  .mutation(async ({ ctx }) => {
    const token = ctx.transport.getCookie(SESSION.refreshCookie);
    const outcome = token ? await rotateRefreshToken(ctx, token) : { ok: false as const };
    if (!outcome.ok) {
      clearSessionCookies(ctx);
      throw new UnauthorizedError(messages.tokenRefreshFailed);
    }
    writeSessionCookies(ctx, outcome.tokens);
    return { user: await loadUserDto(ctx, outcome.userId) };
  });
