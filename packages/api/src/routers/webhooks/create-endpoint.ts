import { countWebhookEndpoints, createWebhookEndpoint } from '@balasin/db';
import { WEBHOOK_LIMITS, webhookMessages } from '@balasin/shared';
import { ForbiddenError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import {
  createEndpointInput,
  createEndpointMeta,
  createEndpointOutput,
} from './create-endpoint.schema.ts';
import { toWebhookEndpointDto } from './endpoint-dto.ts';
import { newWebhookSecret } from './new-secret.ts';
import { checkedWebhookUrl } from './webhook-input.ts';

export const createEndpointProcedure = managerProcedure
  .meta(createEndpointMeta)
  .input(createEndpointInput)
  .output(createEndpointOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = ctx.membership?.businessId;
    if (!businessId) throw new ForbiddenError(webhookMessages.noBusiness);
    const url = await checkedWebhookUrl(input.url, ctx.webhookAllowPrivate);
    if (
      (await countWebhookEndpoints(ctx.db, businessId)) >= WEBHOOK_LIMITS.endpointsPerBusinessMax
    ) {
      throw new ForbiddenError(webhookMessages.endpointLimit);
    }
    const row = await createWebhookEndpoint(ctx.db, {
      businessId,
      url,
      events: input.events,
      secret: newWebhookSecret(),
      now: ctx.now(),
    });
    ctx.response.status = 201;
    return { ...toWebhookEndpointDto(row), secret: row.secret };
  });
