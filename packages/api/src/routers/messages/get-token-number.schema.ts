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
  .meta({
    id: 'TokenNumber',
    example: {
      id: '9b2d8c1a-0e4f-4a6b-8d3c-5e7f9a1b2c3d',
      number: '+6281122334455',
      name: 'CS Toko Sari',
      status: 'connected',
      test: false,
    },
  });
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
