import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const verifyEmailInput = z.object({ token: z.string().min(1).max(200) });
export const verifyEmailOutput = z.object({ verified: z.boolean() });
export const verifyEmailMeta: Meta = {
  successStatus: 302,
  openapi: {
    method: 'GET',
    path: '/auth/verify-email',
    tags: ['auth'],
    summary: 'The link in the verification e-mail',
    description:
      'Marks the e-mail verified and redirects to /login?verified=1; an unknown, used or expired token redirects to /login?verified=0.',
    protect: false,
    successDescription: 'Redirect to the login page',
    errorResponses: { 400: 'Missing token' },
  },
};
