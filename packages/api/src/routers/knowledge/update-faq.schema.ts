import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { faqFields } from './faq-input.ts';
import { faqSchema } from './knowledge-dto.ts';

export const updateFaqInput = z.object({ id: idParam, ...faqFields }).meta({
  examples: [
    {
      id: '3f1c2b7a-9d4e-4b8a-a1c2-5e6f7a8b9c0d',
      question: 'Berapa ongkos kirim ke Jakarta?',
      answer: 'Ongkos kirim ke Jakarta Rp12.000 dengan JNE REG, sampai 1-2 hari kerja.',
      alternatives: ['Ongkir ke Jabodetabek berapa?', 'Kirim ke Jakarta kena berapa?'],
    },
  ],
});
export const updateFaqOutput = faqSchema;
export const updateFaqMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/knowledge/faqs/{id}',
    tags: ['knowledge'],
    summary:
      'Replace a FAQ entry (question, answer, alternatives); answers use the new text at once',
    errorResponses: {
      400: 'No question or answer, or one too long',
      401: 'Not authenticated',
      403: 'No business',
      404: 'FAQ entry not found',
    },
  },
};
