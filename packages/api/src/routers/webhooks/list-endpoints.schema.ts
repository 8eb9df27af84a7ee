import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { webhookEndpointSchema } from './endpoint-dto.ts';

export const listEndpointsInput = z.object({}).optional();
export const listEndpointsOutput = z.array(webhookEndpointSchema);
export const listEndpointsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/webhooks',
    tags: ['webhooks'],
    summary: "The business's webhook endpoints, oldest first (never their secrets)",
    errorResponses: { 401: 'Not authenticated' },
  },
};
