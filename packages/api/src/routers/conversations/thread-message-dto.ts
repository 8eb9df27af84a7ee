import type { ThreadMessageRow } from '@balasin/db';
import { z } from 'zod';
import { messageSchema, toMessageDto } from '../messages/message-dto.ts';

/** A message as the inbox shows it: the API's message, and the team member who wrote it. */
export const threadMessageSchema = messageSchema
  .extend({
    author: z
      .object({ id: z.uuid(), name: z.string() })
      .optional()
      .meta({ description: "The team member who wrote an agent's message" }),
  })
  .meta({
    id: 'ThreadMessage',
    example: {
      id: '0b8e6a52-3c1d-4f7e-9a2b-5d6c7e8f9a01',
      conversation_id: '3f1c2b9e-6a51-4f0e-9a57-2f3d1e0c8b44',
      direction: 'outbound',
      sender: 'agent',
      author: { id: '5c2e8f1a-9b3d-4e6f-8a1c-2d3e4f5a6b7c', name: 'Dewi' },
      to: '+6281234567890',
      from: '+6281122334455',
      type: 'text',
      text: 'Ongkir ke Bandung Rp18.000 ya, Kak. Sampai 2-3 hari.',
      status: 'delivered',
      created_at: '2026-11-24T09:31:00.000Z',
      sent_at: '2026-11-24T09:31:01.500Z',
      delivered_at: '2026-11-24T09:31:03.100Z',
    },
  });

/** The dashboard's path to a received file (session cookie), not the API token's. */
const memberMediaPath = (messageId: string) => `/api/messages/${messageId}/media`;

export const toThreadMessageDto = (row: ThreadMessageRow): z.infer<typeof threadMessageSchema> => {
  const message = toMessageDto(row);
  const media =
    message.media?.url && typeof row.media?.key === 'string'
      ? { ...message.media, url: memberMediaPath(row.id) }
      : message.media;
  return {
    ...message,
    ...(media ? { media } : {}),
    ...(row.authorId && row.authorName
      ? { author: { id: row.authorId, name: row.authorName } }
      : {}),
  };
};
