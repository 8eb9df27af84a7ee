import { INBOX, inboxMessages } from '@balasin/shared/inbox';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { threadMessageSchema } from './thread-message-dto.ts';

export const replyInput = z.object({
  id: idParam,
  text: z
    .string({ error: inboxMessages.replyEmpty })
    .trim()
    .min(1, inboxMessages.replyEmpty)
    .max(INBOX.replyMax, inboxMessages.replyTooLong)
    .meta({ example: 'Ongkir ke Bandung Rp18.000 ya, Kak. Sampai 2-3 hari.' }),
});
export const replyOutput = threadMessageSchema;
export const replyMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/conversations/{id}/messages',
    tags: ['conversations'],
    protect: true,
    summary: 'Answer the customer as the signed-in team member',
    description:
      "Queued like any message and sent in order. The bot steps back in this conversation, and an unassigned conversation becomes the sender's.",
    errorResponses: {
      400: 'Empty or too long',
      401: 'Not signed in',
      403: 'The subscription has expired (or was cancelled): nothing is sent until it is renewed',
      404: "Conversation not found (or another business's)",
    },
  },
  successStatus: 202,
};
