import { WEBHOOK_LIMITS } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { pageLimitParam } from '../page-limit-param.ts';
import { webhookDeliverySchema } from './delivery-dto.ts';

export const listDeliveriesInput = z.object({
  id: idParam,
  limit: pageLimitParam(WEBHOOK_LIMITS.pageMax, WEBHOOK_LIMITS.pageDefault),
  cursor: z.string().max(200).optional(),
});
export const listDeliveriesOutput = z.object({
  items: z.array(webhookDeliverySchema),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null at the end' }),
});
export const listDeliveriesMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    tags: ['webhooks'],
    summary: "An endpoint's delivery log, newest first: status, response code, time",
    errorResponses: {
      400: 'Invalid cursor or limit',
      401: 'Not authenticated',
      404: 'Webhook endpoint not found',
    },
  },
};
