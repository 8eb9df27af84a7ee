import { LABELS, labelMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { noteSchema } from './note-dto.ts';

export const addNoteInput = z.object({
  id: idParam,
  text: z
    .string({ error: labelMessages.noteEmpty })
    .trim()
    .min(1, labelMessages.noteEmpty)
    .max(LABELS.noteMax, labelMessages.noteTooLong)
    .meta({ example: 'Pelanggan lama, kasih diskon ongkir.' }),
});
export const addNoteOutput = noteSchema;
export const addNoteMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/conversations/{id}/notes',
    tags: ['conversations'],
    protect: true,
    summary: 'Write a private note on a conversation',
    description:
      "Any member of the business. The team sees it in the thread (`notes` of GET /conversations/{id}/messages); it is never sent to the customer, never in the API's messages or webhooks, and is not a reply: the bot and the customer's waiting time are left as they are.",
    errorResponses: {
      400: 'Empty or too long',
      401: 'Not signed in',
      404: "Conversation not found (or another business's)",
    },
  },
  successStatus: 201,
};
