import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const revokeTokenInput = z.object({ id: idParam, tokenId: idParam });
export const revokeTokenOutput = z
  .object({ success: z.literal(true) })
  .meta({ example: { success: true } });
export const revokeTokenMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/whatsapp-numbers/{id}/tokens/{tokenId}',
    tags: ['api-tokens'],
    summary: 'Revoke an API token: its next call is 401',
    errorResponses: { 401: 'Not authenticated', 404: 'WhatsApp number or token not found' },
  },
};
