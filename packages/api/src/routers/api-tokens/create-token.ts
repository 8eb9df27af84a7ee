import { countLiveTokens, createApiToken } from '@balasin/db';
import { MESSAGING_LIMITS, messagingMessages } from '@balasin/shared';
import { ForbiddenError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { ownedNumber } from '../whatsapp-numbers/owned-number.ts';
import { createTokenInput, createTokenMeta, createTokenOutput } from './create-token.schema.ts';
import { newApiToken } from './new-token.ts';
import { toApiTokenDto } from './token-dto.ts';

export const createTokenProcedure = managerProcedure
  .meta(createTokenMeta)
  .input(createTokenInput)
  .output(createTokenOutput)
  .mutation(async ({ ctx, input }) => {
    const number = await ownedNumber(ctx.db, ctx.membership, input.id);
    if ((await countLiveTokens(ctx.db, number.id)) >= MESSAGING_LIMITS.tokensPerNumberMax) {
      throw new ForbiddenError(messagingMessages.tokenLimit);
    }
    const { token, prefix, tokenHash } = newApiToken();
    const row = await createApiToken(ctx.db, {
      businessId: number.businessId,
      numberId: number.id,
      name: input.name,
      prefix,
      tokenHash,
      now: ctx.now(),
    });
    return { ...toApiTokenDto(row), token };
  });
