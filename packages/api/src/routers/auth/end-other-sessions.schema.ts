import { accountMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const endOtherSessionsInput = z.object({}).optional();
export const endOtherSessionsOutput = z
  .object({ message: z.string(), signedOutDevices: z.number().int() })
  .meta({ example: { message: accountMessages.otherSessionsEnded(2), signedOutDevices: 2 } });
export const endOtherSessionsMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/sessions/sign-out-others',
    tags: ['auth'],
    summary: 'Sign out everywhere else',
    description:
      'Every other device signed in to the account is signed out at once; this one stays.',
    errorResponses: { 401: 'Not authenticated' },
  },
};
