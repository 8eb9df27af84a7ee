import type { CannedResponseRow } from '@balasin/db';
import { z } from 'zod';

export const cannedResponseSchema = z
  .object({
    id: z.uuid(),
    shortcut: z.string().meta({ description: 'Typed after `/` in the reply box' }),
    text: z.string().meta({ description: 'As written, `{{nama}}`, `{{nomor}}`, `{{agen}}` kept' }),
    filled_text: z.string().optional().meta({
      description:
        'The text with its variables filled for the conversation named by `conversation_id` and for the caller',
    }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({
    id: 'CannedResponse',
    example: {
      id: '6c0e2f4a-8b1d-4e3f-9a2b-1c3d5e7f9a0b',
      shortcut: 'harga',
      text: 'Halo {{nama}}, harga kaos polos Rp75.000 ya. Salam, {{agen}}',
      created_at: '2026-11-24T09:30:00.000Z',
      updated_at: '2026-11-24T09:30:00.000Z',
    },
  });

export const toCannedResponseDto = (
  row: CannedResponseRow,
  filledText?: string,
): z.infer<typeof cannedResponseSchema> => ({
  id: row.id,
  shortcut: row.shortcut,
  text: row.text,
  ...(filledText === undefined ? {} : { filled_text: filledText }),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
