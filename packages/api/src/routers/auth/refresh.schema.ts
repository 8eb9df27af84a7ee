import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { userEnvelopeSchema } from './user-dto.ts';

export const refreshInput = z.void();
export const refreshOutput = userEnvelopeSchema;
export const refreshMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/refresh',
    tags: ['auth'],
    summary: 'Rotate the session using the refresh cookie; sets new cookies',
    description:
      'A rotated refresh token presented again within 10 seconds gets the same new pair; presented later it revokes the whole session.',
    protect: false,
    errorResponses: { 401: 'Token refresh failed', 429: 'Too many requests' },
  },
};
