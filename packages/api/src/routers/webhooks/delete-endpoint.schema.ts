import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const deleteEndpointInput = z.object({ id: idParam });
export const deleteEndpointOutput = z.object({ success: z.literal(true) });
export const deleteEndpointMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/webhooks/{id}',
    tags: ['webhooks'],
    summary: 'Delete a webhook endpoint and its delivery log; nothing more is sent to it',
    errorResponses: { 401: 'Not authenticated', 404: 'Webhook endpoint not found' },
  },
};
