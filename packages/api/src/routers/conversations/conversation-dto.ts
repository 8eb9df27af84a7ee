import type { ConversationRecord } from '@balasin/db';
import { CONVERSATION_STATUSES, HANDOFF_REASONS } from '@balasin/shared';
import { z } from 'zod';
import { labelSchema, toLabelDto } from '../labels/label-dto.ts';

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
    handoff_reason: z.enum(HANDOFF_REASONS).optional().meta({
      description: 'Why a person, not the bot, has it (absent while the bot answers)',
    }),
    assignee_id: z.uuid().optional(),
    assignee_name: z.string().optional().meta({ description: 'The name of the person who has it' }),
    number_name: z.string().meta({ description: "The business's name on that number" }),
    unread_count: z.number().int().meta({
      description: "The customer's messages since someone in the team last opened it",
    }),
    waiting_since: z.iso.datetime().optional().meta({
      description:
        'Since when the customer has waited for an answer (their first unanswered message)',
    }),
    snoozed_until: z.iso.datetime().optional().meta({
      description: "A snoozed conversation's wake-up time (none: the customer's next message)",
    }),
    last_message_preview: z.string().optional().meta({
      description: 'The start of the last message, or its type in brackets ("[image]")',
    }),
    last_message_at: z.iso.datetime(),
    labels: z.array(labelSchema).meta({ description: 'The labels it carries, by name' }),
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
      number_name: 'Toko Sari',
      unread_count: 2,
      waiting_since: '2026-11-24T09:28:00.000Z',
      last_message_preview: 'Kak, ongkir ke Bandung berapa?',
      last_message_at: '2026-11-24T09:30:00.000Z',
      labels: [{ id: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6', name: 'VIP', color: 'purple' }],
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
  ...(row.assigneeId && row.assigneeName ? { assignee_name: row.assigneeName } : {}),
  number_name: row.numberName,
  unread_count: row.unreadCount,
  ...(row.waitingSince ? { waiting_since: row.waitingSince.toISOString() } : {}),
  ...(row.snoozedUntil ? { snoozed_until: row.snoozedUntil.toISOString() } : {}),
  ...(row.lastMessagePreview ? { last_message_preview: row.lastMessagePreview } : {}),
  last_message_at: row.lastMessageAt.toISOString(),
  labels: row.labels.map(toLabelDto),
});
