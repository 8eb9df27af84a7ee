import { revokeApiToken } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { ownedNumber } from '../whatsapp-numbers/owned-number.ts';
import { revokeTokenInput, revokeTokenMeta, revokeTokenOutput } from './revoke-token.schema.ts';

export const revokeTokenProcedure = managerProcedure
  .meta(revokeTokenMeta)
  .input(revokeTokenInput)
  .output(revokeTokenOutput)
  .mutation(async ({ ctx, input }) => {
    const number = await ownedNumber(ctx.db, ctx.membership, input.id);
    const revoked =
      isUuid(input.tokenId) &&
      (await revokeApiToken(ctx.db, {
        numberId: number.id,
        tokenId: input.tokenId,
        now: ctx.now(),
      }));
    if (!revoked) throw new NotFoundError(messagingMessages.tokenNotFound);
    return { success: true as const };
  });
