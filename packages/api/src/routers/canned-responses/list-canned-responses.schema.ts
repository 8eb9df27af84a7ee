import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { cannedResponseSchema } from './canned-response-dto.ts';

export const listCannedResponsesInput = z
  .object({
    conversation_id: idParam.optional().meta({
      description: "Fill each response's variables for this conversation (`filled_text`)",
    }),
  })
  .optional();
export const listCannedResponsesOutput = z.array(cannedResponseSchema);
export const listCannedResponsesMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/canned-responses',
    tags: ['canned-responses'],
    summary: "The business's canned responses by shortcut (any member of the team)",
    errorResponses: {
      401: 'Not authenticated',
      404: "Conversation not found (or another business's)",
    },
  },
};
