import type { KnowledgeSourceRow } from '@balasin/db';
import { KNOWLEDGE_SOURCE_STATES } from '@balasin/shared';
import { z } from 'zod';

export const faqSchema = z
  .object({
    id: z.uuid(),
    question: z.string(),
    answer: z.string(),
    alternatives: z.array(z.string()).meta({ description: 'Other ways customers ask it' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({
    id: 'KnowledgeFaq',
    example: {
      id: '3f1c2b7a-9d4e-4b8a-a1c2-5e6f7a8b9c0d',
      question: 'Berapa ongkos kirim ke Jakarta?',
      answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
      alternatives: ['Ongkir ke Jabodetabek berapa?'],
      created_at: '2026-11-24T09:30:00.000Z',
      updated_at: '2026-11-24T09:30:00.000Z',
    },
  });

export const toFaqDto = (row: KnowledgeSourceRow): z.infer<typeof faqSchema> => ({
  id: row.id,
  question: row.title,
  answer: row.answer ?? '',
  alternatives: row.alternatives,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const documentSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['document', 'page']),
    title: z
      .string()
      .meta({ description: "The file's name, or the page's title (its URL until fetched)" }),
    state: z.enum(KNOWLEDGE_SOURCE_STATES).meta({
      description:
        '`processing` until its text is read and indexed, then `ready`, or `failed` with `error`',
    }),
    error: z.string().nullable().meta({ description: 'Why it failed; null otherwise' }),
    url: z.string().nullable().meta({ description: "A page's address; null for a document" }),
    mime_type: z.string().nullable(),
    size: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Bytes of the file or the fetched page' }),
    text_chars: z.number().int().meta({ description: 'Characters of text read from it' }),
    chunks: z.number().int().meta({ description: 'Passages it was split into for search' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    processed_at: z.iso.datetime().nullable().meta({ description: 'When its text was last read' }),
  })
  .meta({
    id: 'KnowledgeDocument',
    example: {
      id: '7b2e4c1d-0a9f-4e8b-b3c2-1d0e9f8a7b6c',
      kind: 'page',
      title: 'Kebijakan Pengembalian | Batik Sekar',
      state: 'ready',
      error: null,
      url: 'https://batiksekar.example.com/kebijakan-retur',
      mime_type: 'text/html',
      size: 18_432,
      text_chars: 2_310,
      chunks: 4,
      created_at: '2026-11-24T09:30:00.000Z',
      updated_at: '2026-11-24T09:30:04.000Z',
      processed_at: '2026-11-24T09:30:04.000Z',
    },
  });

export type DocumentDto = z.infer<typeof documentSchema>;

export const toDocumentDto = (row: KnowledgeSourceRow): DocumentDto => ({
  id: row.id,
  kind: row.kind === 'page' ? 'page' : 'document',
  title: row.title,
  state: row.state,
  error: row.error,
  url: row.url,
  mime_type: row.mimeType,
  size: row.size,
  text_chars: row.textChars,
  chunks: row.chunks,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  processed_at: row.processedAt?.toISOString() ?? null,
});
