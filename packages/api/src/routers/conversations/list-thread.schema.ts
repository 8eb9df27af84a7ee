import { INBOX } from '@balasin/shared/inbox';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { pageLimitParam } from '../page-limit-param.ts';
import { conversationEventSchema } from './conversation-event-dto.ts';
import { noteSchema } from './note-dto.ts';
import { threadMessageSchema } from './thread-message-dto.ts';

export const listThreadInput = z.object({
  id: idParam,
  limit: pageLimitParam(INBOX.pageSizeMax, INBOX.pageSizeDefault),
  cursor: z.string().max(200).optional(),
});
export const listThreadOutput = z.object({
  items: z.array(threadMessageSchema),
  notes: z.array(noteSchema).meta({
    description:
      "The team's private notes written in the stretch of time this page covers, newest first: the pages together carry each note once",
  }),
  events: z.array(conversationEventSchema).meta({
    description:
      'When the bot handed the conversation to a person and when a person gave it back, in the same stretch of time as the notes, newest first',
  }),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for older messages; null at the start' }),
});
export const listThreadMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/conversations/{id}/messages',
    tags: ['conversations'],
    protect: true,
    summary: "A conversation's messages, newest first",
    description:
      "Any member of the business: the customer's, the bot's and the team's messages, and beside them the team's private notes and the moments the bot handed the conversation over or was given it back.",
    errorResponses: {
      400: 'Invalid cursor',
      401: 'Not signed in',
      404: "Conversation not found (or another business's)",
    },
  },
};
