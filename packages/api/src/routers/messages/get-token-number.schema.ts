import { NUMBER_STATUSES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const getTokenNumberInput = z.void();
export const getTokenNumberOutput = z
  .object({
    id: z.uuid(),
    number: z.string(),
    name: z.string(),
    status: z.enum(NUMBER_STATUSES),
    test: z.boolean(),
  })
  .meta({ id: 'TokenNumber' });
export const getTokenNumberMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/v1/number',
    tags: ['messages'],
    protect: true,
    summary: 'The WhatsApp number this token belongs to',
    errorResponses: { 401: 'Missing, invalid or revoked token' },
  },
};
