import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { pendingEmailChangeSchema } from './email-change-dto.ts';

export const emailChangeInput = z.object({}).optional();
export const emailChangeOutput = pendingEmailChangeSchema;
export const emailChangeMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/auth/user/email-change',
    tags: ['auth'],
    summary: "The signed-in user's pending e-mail change",
    description:
      'The new address a confirmation link was sent to and when that link expires; `pending` is null when nothing is waiting.',
    errorResponses: { 401: 'Not authenticated' },
  },
};
