import type { ConversationEventRecord } from '@balasin/db';
import { CONVERSATION_EVENT_KINDS, HANDOFF_REASONS } from '@balasin/shared';
import { z } from 'zod';

export const conversationEventSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(CONVERSATION_EVENT_KINDS).meta({
      description:
        'handoff: the conversation went from the bot to a person; handback: back to the bot',
    }),
    reason: z.enum(HANDOFF_REASONS).optional().meta({ description: "A hand-off's reason" }),
    actor: z.object({ id: z.uuid(), name: z.string() }).optional().meta({
      description:
        'The team member who did it (none for the bot, the WhatsApp phone, an API token, or a deleted member)',
    }),
    created_at: z.iso.datetime(),
  })
  .meta({
    id: 'ConversationEvent',
    description:
      'A moment in the conversation that is not a message: the bot handed it over, or a person gave it back',
    example: {
      id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      kind: 'handoff',
      reason: 'asked_for_person',
      created_at: '2026-11-24T09:31:00.000Z',
    },
  });

export const toConversationEventDto = (
  row: ConversationEventRecord,
): z.infer<typeof conversationEventSchema> => ({
  id: row.id,
  kind: row.kind,
  ...(row.reason ? { reason: row.reason } : {}),
  ...(row.actorId && row.actorName ? { actor: { id: row.actorId, name: row.actorName } } : {}),
  created_at: row.createdAt.toISOString(),
});
