import { rotateWebhookSecret } from '@balasin/db';
import { WEBHOOK_LIMITS, webhookMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { toWebhookEndpointDto } from './endpoint-dto.ts';
import { newWebhookSecret } from './new-secret.ts';
import { ownedEndpoint } from './owned-endpoint.ts';
import { rotateSecretInput, rotateSecretMeta, rotateSecretOutput } from './rotate-secret.schema.ts';

export const rotateSecretProcedure = managerProcedure
  .meta(rotateSecretMeta)
  .input(rotateSecretInput)
  .output(rotateSecretOutput)
  .mutation(async ({ ctx, input }) => {
    const endpoint = await ownedEndpoint(ctx.db, ctx.membership, input.id);
    const now = ctx.now();
    const row = await rotateWebhookSecret(ctx.db, {
      businessId: endpoint.businessId,
      id: endpoint.id,
      secret: newWebhookSecret(),
      previousUntil: new Date(now.getTime() + WEBHOOK_LIMITS.previousSecretHours * 3_600_000),
      now,
    });
    if (!row) throw new NotFoundError(webhookMessages.endpointNotFound);
    return { ...toWebhookEndpointDto(row), secret: row.secret };
  });
