import { findWebhookDelivery, reopenWebhookDelivery } from '@balasin/db';
import { webhookMessages } from '@balasin/shared';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { QUEUES } from '../../jobs-port.ts';
import { managerProcedure } from '../../trpc.ts';
import { type DeliverWebhookJob, deliveryOrderKey } from '../../webhook-events.ts';
import { isUuid } from '../id-param.ts';
import { toWebhookDeliveryDto } from './delivery-dto.ts';
import { ownedEndpoint } from './owned-endpoint.ts';
import {
  replayDeliveryInput,
  replayDeliveryMeta,
  replayDeliveryOutput,
} from './replay-delivery.schema.ts';

export const replayDeliveryProcedure = managerProcedure
  .meta(replayDeliveryMeta)
  .input(replayDeliveryInput)
  .output(replayDeliveryOutput)
  .mutation(async ({ ctx, input }) => {
    const endpoint = await ownedEndpoint(ctx.db, ctx.membership, input.id);
    if (!isUuid(input.deliveryId)) throw new NotFoundError(webhookMessages.deliveryNotFound);
    const reopened = await ctx.db.transaction(async (tx) => {
      const row = await reopenWebhookDelivery(tx, {
        endpointId: endpoint.id,
        id: input.deliveryId,
        now: ctx.now(),
      });
      if (row) {
        const job: DeliverWebhookJob = { deliveryId: row.id };
        await ctx.jobs.send(tx, QUEUES.deliverWebhook, job, {
          orderKey: deliveryOrderKey(endpoint.id, row.orderKey),
        });
      }
      return row;
    });
    if (reopened) {
      ctx.response.status = 202;
      return toWebhookDeliveryDto(reopened);
    }
    const existing = await findWebhookDelivery(ctx.db, {
      endpointId: endpoint.id,
      id: input.deliveryId,
    });
    if (!existing) throw new NotFoundError(webhookMessages.deliveryNotFound);
    throw new ConflictError(webhookMessages.deliveryInProgress);
  });
