import { KNOWLEDGE_LIMITS, KNOWLEDGE_SOURCE_KINDS, knowledgeMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const askInput = z
  .object({
    question: z
      .string({ error: knowledgeMessages.askRequired })
      .trim()
      .min(1, knowledgeMessages.askRequired)
      .max(KNOWLEDGE_LIMITS.askMax),
    number_id: idParam.optional().meta({
      description: "Answer as this number's bot would (its threshold and tone)",
    }),
  })
  .meta({ examples: [{ question: 'kak ongkir ke jkt brp ya?' }] });

export const askOutput = z
  .object({
    answer: z
      .string()
      .nullable()
      .meta({ description: 'The reply the customer would get; null when it hands off' }),
    sources: z
      .array(
        z.object({
          id: z.uuid().meta({ description: "The FAQ entry's, document's or page's id" }),
          kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
          title: z.string(),
          excerpt: z.string(),
          score: z.number().min(0).max(1),
        }),
      )
      .meta({ description: 'What the answer rests on (or came closest), best first' }),
    confidence: z.number().min(0).max(1).meta({ description: "The best source's score, 0..1" }),
    handoff: z.boolean().meta({
      description:
        'True when the question would go to a person: asked for one, or confidence below the threshold',
    }),
  })
  .meta({
    id: 'KnowledgeAnswer',
    example: {
      answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
      sources: [
        {
          id: '3f1c2b7a-9d4e-4b8a-a1c2-5e6f7a8b9c0d',
          kind: 'faq',
          title: 'Berapa ongkos kirim ke Jakarta?',
          excerpt: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
          score: 0.93,
        },
      ],
      confidence: 0.93,
      handoff: false,
    },
  });

export const askMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/knowledge/ask',
    tags: ['knowledge'],
    summary: "Ask the business's knowledge a question, as a customer would (the playground)",
    description:
      'Answers exactly as the bot would: written by the configured LLM from the best passages, or the best passage itself when no LLM is configured; `handoff` true (and `answer` null) when the customer asks for a person or no passage is confident enough. Nothing is sent to anyone.',
    errorResponses: {
      400: 'No question, or one too long',
      401: 'Not authenticated',
      403: 'No business',
      404: 'WhatsApp number not found',
    },
  },
};
