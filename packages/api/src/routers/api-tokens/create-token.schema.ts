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
    .max(
      MESSAGING_LIMITS.tokenNameMax,
      messagingMessages.tokenNameTooLong(MESSAGING_LIMITS.tokenNameMax),
    )
    .meta({ example: 'Shop backend' }),
});
export const createTokenOutput = apiTokenSchema
  .extend({ token: z.string().meta({ description: 'The token: shown here once, never again' }) })
  .meta({
    id: 'NewApiToken',
    example: {
      id: '5c4b3a29-1807-4f6e-8d5c-4b3a29180700',
      name: 'Shop backend',
      prefix: 'bls_k7m2x9qa',
      token: 'bls_k7m2x9qa_3yQe0cW9xvT1nLr8ZkP4uHs6dFa2mJb5gNo7iVt0wCE',
      created_at: '2026-11-24T09:30:00.000Z',
      last_used_at: null,
    },
  });
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
