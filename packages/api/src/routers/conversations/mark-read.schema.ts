import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { conversationSchema } from './conversation-dto.ts';

export const markReadInput = z.object({ id: idParam });
export const markReadOutput = conversationSchema;
export const markReadMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/conversations/{id}/read',
    tags: ['conversations'],
    protect: true,
    summary: "Mark the customer's messages read for the team",
    errorResponses: {
      401: 'Not signed in',
      404: "Conversation not found (or another business's)",
    },
  },
};
