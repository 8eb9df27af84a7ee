import { deleteWebhookEndpoint } from '@balasin/db';
import { webhookMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import {
  deleteEndpointInput,
  deleteEndpointMeta,
  deleteEndpointOutput,
} from './delete-endpoint.schema.ts';

export const deleteEndpointProcedure = managerProcedure
  .meta(deleteEndpointMeta)
  .input(deleteEndpointInput)
  .output(deleteEndpointOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = ctx.membership?.businessId;
    const deleted =
      businessId !== undefined &&
      isUuid(input.id) &&
      (await deleteWebhookEndpoint(ctx.db, { businessId, id: input.id }));
    if (!deleted) throw new NotFoundError(webhookMessages.endpointNotFound);
    return { success: true as const };
  });
