import { MESSAGE_DIRECTIONS, MESSAGING_LIMITS, phoneNumberSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { pageLimitParam } from '../page-limit-param.ts';
import { messageSchema } from './message-dto.ts';

export const listMessagesInput = z.object({
  contact: phoneNumberSchema.optional(),
  direction: z.enum(MESSAGE_DIRECTIONS).optional(),
  limit: pageLimitParam(MESSAGING_LIMITS.pageMax, MESSAGING_LIMITS.pageDefault),
  cursor: z.string().max(200).optional(),
});
export const listMessagesOutput = z.object({
  items: z.array(messageSchema),
  next_cursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null at the end' }),
});
export const listMessagesMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/v1/messages',
    tags: ['messages'],
    protect: true,
    summary: "The token's number's messages, newest first",
    errorResponses: { 400: 'Invalid filter or cursor', 401: 'Missing, invalid or revoked token' },
  },
};
