import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { newWebhookEndpointSchema } from './endpoint-dto.ts';

export const rotateSecretInput = z.object({ id: idParam });
export const rotateSecretOutput = newWebhookEndpointSchema;
export const rotateSecretMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/webhooks/{id}/rotate-secret',
    tags: ['webhooks'],
    summary: 'Replace the signing secret (the new one is shown once)',
    description:
      'For 24 hours after a rotation each delivery carries two signatures in `webhook-signature`, one with the new secret and one with the old, so a receiver can switch without missing an event.',
    successDescription: 'The endpoint, with the only copy of its new secret',
    errorResponses: { 401: 'Not authenticated', 404: 'Webhook endpoint not found' },
  },
};
