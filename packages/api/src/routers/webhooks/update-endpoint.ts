import { updateWebhookEndpoint } from '@balasin/db';
import { webhookMessages } from '@balasin/shared';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { protectedProcedure } from '../../trpc.ts';
import { toWebhookEndpointDto } from './endpoint-dto.ts';
import { ownedEndpoint } from './owned-endpoint.ts';
import {
  updateEndpointInput,
  updateEndpointMeta,
  updateEndpointOutput,
} from './update-endpoint.schema.ts';
import { checkedWebhookUrl } from './webhook-input.ts';

export const updateEndpointProcedure = protectedProcedure
  .meta(updateEndpointMeta)
  .input(updateEndpointInput)
  .output(updateEndpointOutput)
  .mutation(async ({ ctx, input }) => {
    const endpoint = await ownedEndpoint(ctx.db, ctx.auth.user.id, input.id);
    if (input.url === undefined && input.events === undefined && input.enabled === undefined) {
      throw new BadRequestError(webhookMessages.nothingToUpdate);
    }
    const url =
      input.url === undefined
        ? undefined
        : await checkedWebhookUrl(input.url, ctx.webhookAllowPrivate);
    const row = await updateWebhookEndpoint(ctx.db, {
      ownerId: ctx.auth.user.id,
      id: endpoint.id,
      ...(url === undefined ? {} : { url }),
      ...(input.events === undefined ? {} : { events: input.events }),
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      now: ctx.now(),
    });
    if (!row) throw new NotFoundError(webhookMessages.endpointNotFound);
    return toWebhookEndpointDto(row);
  });
