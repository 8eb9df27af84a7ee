import { CONVERSATION_STATUSES, MESSAGING_LIMITS } from '@balasin/shared';
import { ASSIGNEE_FILTERS, INBOX } from '@balasin/shared/inbox';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { pageLimitParam } from '../page-limit-param.ts';
import { conversationSchema } from './conversation-dto.ts';

export const listConversationsInput = z.object({
  number_id: idParam.optional(),
  status: z.enum(CONVERSATION_STATUSES).optional(),
  assignee: z.enum(ASSIGNEE_FILTERS).default('all').meta({
    description:
      "mine: the signed-in person's (nothing with an API token); unassigned: nobody's; all",
  }),
  q: z
    .string()
    .trim()
    .max(INBOX.searchMax)
    .optional()
    .meta({ description: "Words in the contact's name or phone, or in a message" }),
  label: idParam.optional().meta({
    description: 'Only conversations carrying this label (an id from GET /labels)',
  }),
  limit: pageLimitParam(MESSAGING_LIMITS.pageMax, MESSAGING_LIMITS.pageDefault),
  cursor: z.string().max(200).optional(),
});
export const listConversationsOutput = z.object({
  items: z.array(conversationSchema),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null at the end' }),
});
export const listConversationsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/conversations',
    tags: ['conversations'],
    protect: true,
    summary: 'Conversations, latest activity first',
    description:
      "With the session cookie: every conversation of the owner's business. With a number's API token: that number's.",
    errorResponses: { 400: 'Invalid filter or cursor', 401: 'Not signed in, or a bad API token' },
  },
  acceptsToken: true,
};
