import { deleteWebhookEndpoint } from '@balasin/db';
import { webhookMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { protectedProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import {
  deleteEndpointInput,
  deleteEndpointMeta,
  deleteEndpointOutput,
} from './delete-endpoint.schema.ts';

export const deleteEndpointProcedure = protectedProcedure
  .meta(deleteEndpointMeta)
  .input(deleteEndpointInput)
  .output(deleteEndpointOutput)
  .mutation(async ({ ctx, input }) => {
    const deleted =
      isUuid(input.id) &&
      (await deleteWebhookEndpoint(ctx.db, { ownerId: ctx.auth.user.id, id: input.id }));
    if (!deleted) throw new NotFoundError(webhookMessages.endpointNotFound);
    return { success: true as const };
  });
