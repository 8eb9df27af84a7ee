import { phoneNumberSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { sandboxMessageSchema } from './sandbox-message-dto.ts';

export const sandboxMessagesInput = z.object({ id: idParam, contact: phoneNumberSchema });
export const sandboxMessagesOutput = z.object({ items: z.array(sandboxMessageSchema) });
export const sandboxMessagesMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/sandbox/messages',
    tags: ['sandbox'],
    summary: 'A simulated customer’s chat with a test number, newest first (at most 100)',
    errorResponses: {
      400: 'Invalid contact phone number',
      401: 'Not authenticated',
      403: 'Not a test number',
      404: 'WhatsApp number not found',
    },
  },
};
