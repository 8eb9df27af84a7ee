import { MESSAGING_LIMITS, messagingMessages, trimInvisible } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { apiTokenSchema } from './token-dto.ts';

export const createTokenInput = z.object({
  id: idParam,
  name: z
    .string({ error: messagingMessages.tokenNameRequired })
    .overwrite(trimInvisible)
    .min(1, messagingMessages.tokenNameRequired)
    .max(MESSAGING_LIMITS.tokenNameMax),
});
export const createTokenOutput = apiTokenSchema
  .extend({ token: z.string().meta({ description: 'The token: shown here once, never again' }) })
  .meta({ id: 'NewApiToken' });
export const createTokenMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/tokens',
    tags: ['api-tokens'],
    summary: 'Create an API token for the number (shown once)',
    successDescription: 'The token, with the only copy of its secret',
    errorResponses: {
      400: 'Missing or too long name',
      401: 'Not authenticated',
      403: 'The number already has 20 tokens',
      404: 'WhatsApp number not found',
    },
  },
};
