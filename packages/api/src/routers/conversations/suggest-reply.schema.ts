import { KNOWLEDGE_SOURCE_KINDS } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const suggestReplyInput = z.object({ id: idParam });
export const suggestReplyOutput = z
  .object({
    question: z.string().nullable().meta({
      description:
        "The customer's message the suggestion answers (their latest with text); null when there is none",
    }),
    answer: z.string().nullable().meta({
      description: 'The suggested reply, to edit and send; null when the bot would hand off',
    }),
    sources: z
      .array(
        z.object({
          id: z.uuid(),
          kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
          title: z.string(),
          excerpt: z.string(),
          score: z.number().min(0).max(1),
        }),
      )
      .meta({ description: 'What the answer rests on (or came closest), best first' }),
    confidence: z.number().min(0).max(1),
    handoff: z.boolean().meta({ description: 'True when there is no confident answer' }),
    reason: z.enum(['asked_for_person', 'low_confidence', 'no_question']).nullable().meta({
      description:
        'Why there is no answer: the customer asks for a person, the knowledge does not cover it well enough, or the customer has written nothing to answer',
    }),
  })
  .meta({
    id: 'ReplySuggestion',
    example: {
      question: 'kak ongkir ke jkt brp ya?',
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
      reason: null,
    },
  });
export const suggestReplyMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/conversations/{id}/suggestion',
    tags: ['conversations'],
    protect: true,
    summary: "Ask the bot to draft a reply to the customer's latest message",
    description:
      "Answers as the number's bot would (its tone and threshold, the conversation's last messages), from the business's knowledge: written by the configured LLM, or the best passage when none is configured. Nothing is sent: the team member edits the draft and sends it as their own reply.",
    errorResponses: {
      401: 'Not authenticated',
      404: "Conversation not found (or another business's)",
    },
  },
};
