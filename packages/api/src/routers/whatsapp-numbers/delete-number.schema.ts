import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const deleteNumberInput = z.object({ id: idParam });
export const deleteNumberOutput = z.object({ success: z.literal(true) });
export const deleteNumberMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/whatsapp-numbers/{id}',
    tags: ['whatsapp-numbers'],
    summary: 'Delete one of your WhatsApp numbers; its slot and number are free again',
    errorResponses: {
      400: 'Malformed id (over 100 characters)',
      401: 'Not authenticated',
      404: 'WhatsApp number not found',
    },
  },
};
