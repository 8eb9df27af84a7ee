import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { webhookDeliverySchema } from './delivery-dto.ts';

export const replayDeliveryInput = z.object({ id: idParam, deliveryId: idParam });
export const replayDeliveryOutput = webhookDeliverySchema;
export const replayDeliveryMeta: Meta = {
  successStatus: 202,
  openapi: {
    method: 'POST',
    path: '/webhooks/{id}/deliveries/{deliveryId}/replay',
    tags: ['webhooks'],
    summary: 'Send a delivery again (delivered or failed), with its original id and body',
    description:
      'The delivery goes back to the queue behind any deliveries still waiting for the same conversation, and is signed afresh. The endpoint must be enabled for it to go out.',
    successDescription: 'Queued again',
    errorResponses: {
      401: 'Not authenticated',
      404: 'Webhook endpoint or delivery not found',
      409: 'The delivery is still being attempted',
    },
  },
};
