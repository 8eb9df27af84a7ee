import { KNOWLEDGE_LIMITS, knowledgeMessages } from '@balasin/shared';
import { z } from 'zod';

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max);

/** A FAQ entry as the owner writes it: phrasings trimmed, blank and repeated ones dropped. */
export const faqFields = {
  question: text(KNOWLEDGE_LIMITS.questionMax, knowledgeMessages.questionRequired).meta({
    example: 'Berapa ongkos kirim ke Jakarta?',
  }),
  answer: text(KNOWLEDGE_LIMITS.answerMax, knowledgeMessages.answerRequired).meta({
    example: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
  }),
  alternatives: z
    .array(z.string().trim().max(KNOWLEDGE_LIMITS.questionMax))
    .max(KNOWLEDGE_LIMITS.alternativesMax)
    .default([])
    .transform((items) => [...new Set(items.filter((item) => item.length > 0))])
    .meta({
      description: 'Other ways customers ask it',
      example: ['Ongkir ke Jabodetabek berapa?'],
    }),
};
