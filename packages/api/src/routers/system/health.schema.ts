import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const healthInput = z.void();
export const healthOutput = z.object({ status: z.literal('ok') });
export const healthMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/health',
    tags: ['system'],
    summary: 'Liveness and database reachability',
    protect: false,
    errorResponses: { 503: 'The database does not answer' },
  },
};
