import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const deleteCannedResponseInput = z.object({ id: idParam });
export const deleteCannedResponseOutput = z
  .object({ success: z.literal(true) })
  .meta({ example: { success: true } });
export const deleteCannedResponseMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/canned-responses/{id}',
    tags: ['canned-responses'],
    summary: 'Delete a canned response (owner and admins)',
    errorResponses: {
      401: 'Not authenticated',
      403: 'An agent',
      404: "Canned response not found (or another business's)",
    },
  },
};
