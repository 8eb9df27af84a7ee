import type { NoteRecord } from '@balasin/db';
import { z } from 'zod';

export const noteSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    author: z
      .object({ id: z.uuid(), name: z.string() })
      .optional()
      .meta({ description: 'The team member who wrote it (none once they are deleted)' }),
    created_at: z.iso.datetime(),
  })
  .meta({
    id: 'Note',
    description: 'A private note of the team: never sent to the customer, never in the API',
    example: {
      id: '6e5d4c3b-2a19-4f8e-9d7c-6b5a4f3e2d1c',
      text: 'Pelanggan lama, kasih diskon ongkir.',
      author: { id: '5c2e8f1a-9b3d-4e6f-8a1c-2d3e4f5a6b7c', name: 'Dewi' },
      created_at: '2026-11-24T09:32:00.000Z',
    },
  });

export const toNoteDto = (row: NoteRecord): z.infer<typeof noteSchema> => ({
  id: row.id,
  text: row.body,
  ...(row.authorId && row.authorName ? { author: { id: row.authorId, name: row.authorName } } : {}),
  created_at: row.createdAt.toISOString(),
});
