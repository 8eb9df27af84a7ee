import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { conversationSchema } from './conversation-dto.ts';

export const assignInput = z.object({
  id: idParam,
  assignee_id: z.uuid().nullable().meta({
    description: 'A member of the business, or null for nobody (the queue)',
    example: '5c2e8f1a-9b3d-4e6f-8a1c-2d3e4f5a6b7c',
  }),
});
export const assignOutput = conversationSchema;
export const assignMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/conversations/{id}/assignee',
    tags: ['conversations'],
    protect: true,
    summary: 'Give a conversation to a team member, or back to the queue',
    errorResponses: {
      400: 'That person is not in the team',
      401: 'Not signed in',
      404: "Conversation not found (or another business's)",
    },
  },
};
