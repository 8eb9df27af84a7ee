import { CONVERSATION_STATUSES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { conversationSchema } from './conversation-dto.ts';

export const setStatusInput = z.object({
  id: idParam,
  status: z.enum(CONVERSATION_STATUSES).meta({ example: 'resolved' }),
  snoozed_until: z.iso.datetime().optional().meta({
    description: "With snoozed: when it opens again (none: at the customer's next message)",
    example: '2026-11-25T02:00:00.000Z',
  }),
});
export const setStatusOutput = conversationSchema;
export const setStatusMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/conversations/{id}/status',
    tags: ['conversations'],
    protect: true,
    summary: 'Open, set pending, resolve or snooze a conversation',
    description:
      "Any member of the business. A resolved or snoozed conversation opens again at the customer's next message.",
    errorResponses: {
      400: 'Unknown status, or a snooze time in the past',
      401: 'Not signed in',
      404: "Conversation not found (or another business's)",
    },
  },
};
