import { listWebhookDeliveries } from '@balasin/db';
import { decodeCursor, keysetPage } from '../../keyset-cursor.ts';
import { managerProcedure } from '../../trpc.ts';
import { toWebhookDeliveryDto } from './delivery-dto.ts';
import {
  listDeliveriesInput,
  listDeliveriesMeta,
  listDeliveriesOutput,
} from './list-deliveries.schema.ts';
import { ownedEndpoint } from './owned-endpoint.ts';

export const listDeliveriesProcedure = managerProcedure
  .meta(listDeliveriesMeta)
  .input(listDeliveriesInput)
  .output(listDeliveriesOutput)
  .query(async ({ ctx, input }) => {
    const endpoint = await ownedEndpoint(ctx.db, ctx.membership, input.id);
    const rows = await listWebhookDeliveries(ctx.db, {
      endpointId: endpoint.id,
      ...(input.cursor ? { before: decodeCursor(input.cursor) } : {}),
      limit: input.limit + 1,
    });
    return keysetPage(
      rows,
      input.limit,
      (row) => ({ at: row.createdAt, id: row.id }),
      toWebhookDeliveryDto,
    );
  });
