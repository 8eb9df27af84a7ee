import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { userEnvelopeSchema } from './user-dto.ts';

export const getUserInput = z.void();
export const getUserOutput = userEnvelopeSchema;
export const getUserMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/auth/user',
    tags: ['auth'],
    summary: 'The signed-in user',
    errorResponses: { 401: 'Not authenticated' },
  },
};
