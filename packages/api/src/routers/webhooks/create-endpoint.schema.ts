import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { newWebhookEndpointSchema } from './endpoint-dto.ts';
import { webhookEvents, webhookUrl } from './webhook-input.ts';

export const createEndpointInput = z.object({ url: webhookUrl, events: webhookEvents }).meta({
  examples: [
    {
      url: 'https://shop.example.com/balasin/webhook',
      events: ['message.received', 'message.status', 'connection.status'],
    },
  ],
});
export const createEndpointOutput = newWebhookEndpointSchema;
export const createEndpointMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/webhooks',
    tags: ['webhooks'],
    summary: 'Add a webhook endpoint (its signing secret is shown once)',
    description:
      'Every delivery is a POST of `{type, timestamp, data}` signed as the Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature`), retried with back-off for 24 hours. The URL must be http(s) and resolve to public addresses only (unless the server runs with WEBHOOK_ALLOW_PRIVATE=true).',
    successDescription: 'The endpoint, with the only copy of its secret',
    errorResponses: {
      400: 'Invalid or private URL, or no events',
      401: 'Not authenticated',
      403: 'No business, or already 10 endpoints',
    },
  },
};
