import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { conversationSchema } from './conversation-dto.ts';

export const getConversationInput = z.object({ id: idParam });
export const getConversationOutput = conversationSchema;
export const getConversationMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/conversations/{id}',
    tags: ['conversations'],
    protect: true,
    summary: 'One conversation',
    errorResponses: {
      401: 'Not signed in, or a bad API token',
      404: "Conversation not found (or another business's)",
    },
  },
  acceptsToken: true,
};
