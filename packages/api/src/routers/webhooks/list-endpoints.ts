import { listWebhookEndpoints } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { toWebhookEndpointDto } from './endpoint-dto.ts';
import {
  listEndpointsInput,
  listEndpointsMeta,
  listEndpointsOutput,
} from './list-endpoints.schema.ts';

export const listEndpointsProcedure = managerProcedure
  .meta(listEndpointsMeta)
  .input(listEndpointsInput)
  .output(listEndpointsOutput)
  .query(async ({ ctx }) =>
    ctx.membership
      ? (await listWebhookEndpoints(ctx.db, ctx.membership.businessId)).map(toWebhookEndpointDto)
      : [],
  );
