import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const logoutInput = z.void();
export const logoutOutput = z.object({ success: z.literal(true) });
export const logoutMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/logout',
    tags: ['auth'],
    summary: 'Sign out: revokes the session at once and clears the cookies',
    description: 'Also answers 200 when already signed out.',
    protect: false,
    errorResponses: { 429: 'Too many requests' },
  },
};
