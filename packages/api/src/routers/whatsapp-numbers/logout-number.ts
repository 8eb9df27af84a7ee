import { clearAuthKeys, requestLogout, saveConnectionState } from '@balasin/db';
import { messages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { logoutNumberInput, logoutNumberMeta, logoutNumberOutput } from './logout-number.schema.ts';
import { toNumberDetailDto } from './number-detail-dto.ts';
import { ownedNumber } from './owned-number.ts';

export const logoutNumberProcedure = managerProcedure
  .meta(logoutNumberMeta)
  .input(logoutNumberInput)
  .output(logoutNumberOutput)
  .mutation(async ({ ctx, input }) => {
    const number = await ownedNumber(ctx.db, ctx.membership, input.id);
    const held = await requestLogout(ctx.db, {
      businessId: number.businessId,
      numberId: number.id,
      now: ctx.now(),
    });
    if (!held) throw new NotFoundError(messages.numberNotFound);
    if (held.workerId) {
      // The process holding the session logs out of WhatsApp and records the new state.
      await ctx.engine.command({ type: 'logout', numberId: number.id });
    } else {
      // No session is open anywhere: forget its keys here.
      await clearAuthKeys(ctx.db, number.id);
      const businessId = await saveConnectionState(ctx.db, {
        numberId: number.id,
        workerId: null,
        record: {
          state: 'disconnected',
          qr: null,
          pairingCode: null,
          error: null,
          lastSeenAt: number.lastSeenAt,
        },
        now: ctx.now(),
      });
      if (businessId) await ctx.engine.publish({ businessId, numberId: number.id, kind: 'state' });
    }
    return toNumberDetailDto(await ownedNumber(ctx.db, ctx.membership, number.id));
  });
