import { listWebhookEndpoints } from '@balasin/db';
import { protectedProcedure } from '../../trpc.ts';
import { toWebhookEndpointDto } from './endpoint-dto.ts';
import {
  listEndpointsInput,
  listEndpointsMeta,
  listEndpointsOutput,
} from './list-endpoints.schema.ts';

export const listEndpointsProcedure = protectedProcedure
  .meta(listEndpointsMeta)
  .input(listEndpointsInput)
  .output(listEndpointsOutput)
  .query(async ({ ctx }) =>
    (await listWebhookEndpoints(ctx.db, ctx.auth.user.id)).map(toWebhookEndpointDto),
  );
