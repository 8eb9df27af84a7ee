import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { apiTokenSchema } from './token-dto.ts';

export const listTokensInput = z.object({ id: idParam });
export const listTokensOutput = z.array(apiTokenSchema);
export const listTokensMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/tokens',
    tags: ['api-tokens'],
    summary: "A number's API tokens, newest first (never the token itself)",
    errorResponses: { 401: 'Not authenticated', 404: 'WhatsApp number not found' },
  },
};
