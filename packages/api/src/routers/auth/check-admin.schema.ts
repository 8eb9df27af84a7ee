import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const checkAdminInput = z.void();
export const checkAdminOutput = z.object({ isAdmin: z.literal(true) });
export const checkAdminMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/auth/check-admin',
    tags: ['auth'],
    summary: 'Answers 200 only for an admin',
    errorResponses: { 401: 'Not authenticated', 403: 'Unauthorized access' },
  },
};
