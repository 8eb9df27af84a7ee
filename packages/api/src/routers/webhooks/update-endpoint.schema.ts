import { jsonBoolean } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { webhookEndpointSchema } from './endpoint-dto.ts';
import { webhookEvents, webhookUrl } from './webhook-input.ts';

export const updateEndpointInput = z.object({
  id: idParam,
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  enabled: jsonBoolean.optional().meta({
    description: 'false pauses deliveries; true resumes them and clears the failure count',
    example: true,
  }),
});
export const updateEndpointOutput = webhookEndpointSchema;
export const updateEndpointMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/webhooks/{id}',
    tags: ['webhooks'],
    summary: 'Change a webhook endpoint: any of url, events, enabled',
    errorResponses: {
      400: 'Invalid or private URL, no events, or nothing to change',
      401: 'Not authenticated',
      404: 'Webhook endpoint not found',
    },
  },
};
