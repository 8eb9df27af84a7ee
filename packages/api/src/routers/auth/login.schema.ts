import { loginInputSchema } from '@balasin/shared';
import type { Meta } from '../../trpc.ts';
import { userEnvelopeSchema } from './user-dto.ts';

export const loginInput = loginInputSchema;
export const loginOutput = userEnvelopeSchema;
export const loginMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/login',
    tags: ['auth'],
    summary: 'Sign in with e-mail and password; sets the session cookies',
    protect: false,
    errorResponses: {
      400: 'Invalid input',
      401: 'Invalid email or password',
      403: 'The account has been disabled by an administrator (told only with the right password)',
      429: 'Too many failed attempts (see Retry-After)',
    },
  },
};
