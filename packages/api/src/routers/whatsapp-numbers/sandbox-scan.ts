import { engineMessages } from '@balasin/shared';
import { ConflictError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { toNumberDetailDto } from './number-detail-dto.ts';
import { ownedNumber } from './owned-number.ts';
import { sandboxScanInput, sandboxScanMeta, sandboxScanOutput } from './sandbox-scan.schema.ts';
import { assertTestNumber } from './test-number.ts';

export const sandboxScanProcedure = managerProcedure
  .meta(sandboxScanMeta)
  .input(sandboxScanInput)
  .output(sandboxScanOutput)
  .mutation(async ({ ctx, input }) => {
    const number = assertTestNumber(await ownedNumber(ctx.db, ctx.membership, input.id));
    if (number.connectionState !== 'qr' && number.connectionState !== 'pairing') {
      throw new ConflictError(engineMessages.notWaitingForScan);
    }
    await ctx.engine.command({ type: 'sandbox.scan', numberId: number.id });
    return toNumberDetailDto(number);
  });
