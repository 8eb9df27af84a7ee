import { jsonBoolean } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { conversationSchema } from './conversation-dto.ts';

export const setConversationBotInput = z.object({
  id: idParam,
  active: jsonBoolean.meta({
    description: 'true gives the conversation (back) to the bot; false takes it from the bot',
    example: false,
  }),
});
export const setConversationBotOutput = conversationSchema;
export const setConversationBotMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/conversations/{id}/bot',
    tags: ['conversations'],
    protect: true,
    summary: 'Hand a conversation to the bot, or take it from the bot',
    errorResponses: {
      400: 'active must be true or false',
      401: 'Not signed in, or a bad API token',
      404: "Conversation not found (or another business's)",
    },
  },
  acceptsToken: true,
};
