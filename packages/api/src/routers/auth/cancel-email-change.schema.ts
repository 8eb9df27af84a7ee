import { accountMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { pendingEmailChangeSchema } from './email-change-dto.ts';

export const cancelEmailChangeInput = z.object({}).optional();
export const cancelEmailChangeOutput = pendingEmailChangeSchema
  .extend({ message: z.string() })
  .meta({ example: { pending: null, message: accountMessages.emailChangeCancelled } });
export const cancelEmailChangeMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/auth/user/email-change',
    tags: ['auth'],
    summary: 'Cancel the pending e-mail change',
    description:
      'The link sent to the new address stops working; the account keeps its current address.',
    errorResponses: { 401: 'Not authenticated', 404: 'There is no pending e-mail change' },
  },
};
