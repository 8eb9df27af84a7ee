import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { cannedResponseSchema } from './canned-response-dto.ts';
import { cannedResponseFields } from './canned-response-fields.ts';

export const createCannedResponseInput = z.object(cannedResponseFields);
export const createCannedResponseOutput = cannedResponseSchema;
export const createCannedResponseMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/canned-responses',
    tags: ['canned-responses'],
    summary: 'Add a canned response (owner and admins)',
    description:
      'The text may hold `{{nama}}` (the contact\'s name, "Kak" when unknown), `{{nomor}}` (their phone) and `{{agen}}` (the sending team member\'s name), filled when used.',
    errorResponses: {
      400: 'Shortcut or text missing, too long, or a shortcut with other characters',
      401: 'Not authenticated',
      403: 'An agent, no business, or the limit of responses reached',
      409: 'The shortcut is taken',
    },
  },
};
