import type { ConversationRecord } from '@balasin/db';
import { CONVERSATION_STATUSES } from '@balasin/shared';
import { z } from 'zod';

export const conversationSchema = z
  .object({
    id: z.uuid(),
    number_id: z.uuid(),
    contact: z.object({
      id: z.uuid(),
      phone: z
        .string()
        .nullable()
        .meta({ description: 'E.164; null while WhatsApp names the contact only by LID' }),
      name: z.string().nullable().meta({ description: 'The name the contact gave WhatsApp' }),
    }),
    status: z.enum(CONVERSATION_STATUSES),
    bot_active: z.boolean().meta({ description: 'Whether the bot answers this conversation' }),
    handoff_reason: z.string().optional().meta({ description: 'Why a person has it' }),
    assignee_id: z.uuid().optional(),
    last_message_at: z.iso.datetime(),
  })
  .meta({
    id: 'Conversation',
    example: {
      id: '3f1c2b9e-6a51-4f0e-9a57-2f3d1e0c8b44',
      number_id: '9b2d8c1a-0e4f-4a6b-8d3c-5e7f9a1b2c3d',
      contact: {
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        phone: '+6281234567890',
        name: 'Sari',
      },
      status: 'open',
      bot_active: true,
      last_message_at: '2026-11-24T09:30:00.000Z',
    },
  });

export const toConversationDto = (row: ConversationRecord): z.infer<typeof conversationSchema> => ({
  id: row.id,
  number_id: row.numberId,
  contact: { id: row.contactId, phone: row.contactPhone, name: row.contactName },
  status: row.status,
  bot_active: row.botActive,
  ...(row.handoffReason ? { handoff_reason: row.handoffReason } : {}),
  ...(row.assigneeId ? { assignee_id: row.assigneeId } : {}),
  last_message_at: row.lastMessageAt.toISOString(),
});
