import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const confirmEmailChangeInput = z.object({ token: z.string().min(1).max(200) });
export const confirmEmailChangeOutput = z.object({
  changed: z.boolean(),
  outcome: z.enum(['changed', 'invalid', 'taken']),
});
export const confirmEmailChangeMeta: Meta = {
  successStatus: 302,
  openapi: {
    method: 'GET',
    path: '/auth/confirm-email-change',
    tags: ['auth'],
    summary: 'The link in the e-mail-change confirmation',
    description:
      'Makes the new address the sign-in address (verified) and redirects to /login?emailChange=changed; an unknown, used, cancelled or expired token redirects to /login?emailChange=invalid, and an address another account took meanwhile to /login?emailChange=taken.',
    protect: false,
    successDescription: 'Redirect to the login page',
    errorResponses: { 400: 'Missing token' },
  },
};
