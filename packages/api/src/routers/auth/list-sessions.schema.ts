import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { sessionSchema } from './session-dto.ts';

export const listSessionsInput = z.object({}).optional();
export const listSessionsOutput = z.object({ items: z.array(sessionSchema) });
export const listSessionsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/auth/sessions',
    tags: ['auth'],
    summary: 'The devices signed in to this account',
    description:
      'One entry per sign-in that has not ended, last used first: its browser and system, the address it last came from, when it signed in and when it was last used. `current` marks this device.',
    errorResponses: { 401: 'Not authenticated' },
  },
};
