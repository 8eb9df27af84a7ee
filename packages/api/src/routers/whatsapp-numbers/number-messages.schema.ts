import { MESSAGE_DIRECTIONS, MESSAGING_LIMITS, SENDER_KINDS } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { messageSchema } from '../messages/message-dto.ts';
import { pageLimitParam } from '../page-limit-param.ts';

export const numberMessagesInput = z.object({
  id: idParam,
  sender: z.enum(SENDER_KINDS).optional(),
  direction: z.enum(MESSAGE_DIRECTIONS).optional(),
  limit: pageLimitParam(MESSAGING_LIMITS.pageMax, MESSAGING_LIMITS.pageDefault),
  cursor: z.string().max(200).optional(),
});
export const numberMessagesOutput = z.object({
  items: z.array(messageSchema),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null at the end' }),
});
export const numberMessagesMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/messages',
    tags: ['whatsapp-numbers'],
    protect: true,
    summary: "A number's messages, newest first (e.g. sender=api: what your systems sent)",
    errorResponses: {
      400: 'Invalid filter or cursor',
      401: 'Not authenticated',
      404: 'WhatsApp number not found',
    },
  },
};
