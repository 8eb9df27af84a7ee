import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { cannedResponseSchema } from './canned-response-dto.ts';
import { cannedResponseFields } from './canned-response-fields.ts';

export const updateCannedResponseInput = z.object({ id: idParam, ...cannedResponseFields });
export const updateCannedResponseOutput = cannedResponseSchema;
export const updateCannedResponseMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/canned-responses/{id}',
    tags: ['canned-responses'],
    summary: "Replace a canned response's shortcut and text (owner and admins)",
    errorResponses: {
      400: 'Shortcut or text missing, too long, or a shortcut with other characters',
      401: 'Not authenticated',
      403: 'An agent',
      404: "Canned response not found (or another business's)",
      409: 'The shortcut is taken',
    },
  },
};
