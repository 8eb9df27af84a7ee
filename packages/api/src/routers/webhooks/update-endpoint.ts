import { updateWebhookEndpoint } from '@balasin/db';
import { webhookMessages } from '@balasin/shared';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { toWebhookEndpointDto } from './endpoint-dto.ts';
import { ownedEndpoint } from './owned-endpoint.ts';
import {
  updateEndpointInput,
  updateEndpointMeta,
  updateEndpointOutput,
} from './update-endpoint.schema.ts';
import { checkedWebhookUrl } from './webhook-input.ts';

export const updateEndpointProcedure = managerProcedure
  .meta(updateEndpointMeta)
  .input(updateEndpointInput)
  .output(updateEndpointOutput)
  .mutation(async ({ ctx, input }) => {
    const endpoint = await ownedEndpoint(ctx.db, ctx.membership, input.id);
    if (input.url === undefined && input.events === undefined && input.enabled === undefined) {
      throw new BadRequestError(webhookMessages.nothingToUpdate);
    }
    const url =
      input.url === undefined
        ? undefined
        : await checkedWebhookUrl(input.url, ctx.webhookAllowPrivate);
    const row = await updateWebhookEndpoint(ctx.db, {
      businessId: endpoint.businessId,
      id: endpoint.id,
      ...(url === undefined ? {} : { url }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      now: ctx.now(),
    });
    if (!row) throw new NotFoundError(webhookMessages.endpointNotFound);
    return toWebhookEndpointDto(row);
  });
