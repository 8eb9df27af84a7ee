import { requestConnect } from '@balasin/db';
import { type ConnectMethod, engineMessages, messages } from '@balasin/shared';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import {
  connectNumberInput,
  connectNumberMeta,
  connectNumberOutput,
} from './connect-number.schema.ts';
import { toNumberDetailDto } from './number-detail-dto.ts';
import { ownedNumber } from './owned-number.ts';

/** Test numbers are simulated and never reach WhatsApp; real ones never use the simulation. */
const driverFor = (test: boolean, method: ConnectMethod) => {
  if (method === 'cloud') throw new BadRequestError(engineMessages.cloudNotAvailable);
  if (test && method !== 'sandbox') throw new BadRequestError(engineMessages.sandboxOnlyForTest);
  if (!test && method === 'sandbox') throw new BadRequestError(engineMessages.realNumberNoSandbox);
  return test ? ('sandbox' as const) : ('baileys' as const);
};

export const connectNumberProcedure = managerProcedure
  .meta(connectNumberMeta)
  .input(connectNumberInput)
  .output(connectNumberOutput)
  .mutation(async ({ ctx, input }) => {
    const number = await ownedNumber(ctx.db, ctx.membership, input.id);
    const requested = await requestConnect(ctx.db, {
      businessId: number.businessId,
      numberId: number.id,
      driver: driverFor(number.test, input.method),
      method: input.method,
      now: ctx.now(),
    });
    if (!requested) throw new NotFoundError(messages.numberNotFound);
    await ctx.engine.command({ type: 'connect', numberId: number.id });
    return toNumberDetailDto(await ownedNumber(ctx.db, ctx.membership, number.id));
  });
