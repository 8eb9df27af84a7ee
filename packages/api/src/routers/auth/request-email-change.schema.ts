import { accountMessages, requestEmailChangeSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { pendingEmailChangeSchema } from './email-change-dto.ts';

export const requestEmailChangeInput = requestEmailChangeSchema.meta({
  examples: [{ email: 'sari@tokosari.id', password: 'kata sandi panjang' }],
});
export const requestEmailChangeOutput = pendingEmailChangeSchema
  .extend({ message: z.string() })
  .meta({
    example: {
      pending: { email: 'sari@tokosari.id', expiresAt: '2026-11-28T03:15:00.000Z' },
      message: accountMessages.emailChangeSent,
    },
  });
export const requestEmailChangeMeta: Meta = {
  successStatus: 202,
  openapi: {
    method: 'POST',
    path: '/auth/user/email-change',
    tags: ['auth'],
    summary: 'Ask to change the sign-in e-mail address',
    description:
      'Needs the current password. A confirmation link goes to the new address and a notice to the current one; the address changes only when the link is opened (`GET /auth/confirm-email-change`), and then counts as verified. The link works once, for 24 hours. A new request replaces a pending one (its link stops working); at most one a minute.',
    errorResponses: {
      400: 'Invalid e-mail address, or it is already yours',
      401: 'Not authenticated',
      403: 'The current password is not correct',
      409: 'The address is already used by another account',
      429: 'Asked less than a minute ago, or too many wrong passwords (see Retry-After)',
    },
  },
};
