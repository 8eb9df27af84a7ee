import { listWebhookDeliveries } from '@balasin/db';
import { protectedProcedure } from '../../trpc.ts';
import { decodeCursor, encodeCursor } from '../messages/message-cursor.ts';
import { toWebhookDeliveryDto } from './delivery-dto.ts';
import {
  listDeliveriesInput,
  listDeliveriesMeta,
  listDeliveriesOutput,
} from './list-deliveries.schema.ts';
import { ownedEndpoint } from './owned-endpoint.ts';

export const listDeliveriesProcedure = protectedProcedure
  .meta(listDeliveriesMeta)
  .input(listDeliveriesInput)
  .output(listDeliveriesOutput)
  .query(async ({ ctx, input }) => {
    const endpoint = await ownedEndpoint(ctx.db, ctx.auth.user.id, input.id);
    const rows = await listWebhookDeliveries(ctx.db, {
      endpointId: endpoint.id,
      ...(input.cursor ? { before: decodeCursor(input.cursor) } : {}),
      limit: input.limit + 1,
    });
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return {
      items: page.map(toWebhookDeliveryDto),
      next_cursor: rows.length > input.limit && last ? encodeCursor(last) : null,
    };
  });
