import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { faqFields } from './faq-input.ts';
import { faqSchema } from './knowledge-dto.ts';

export const createFaqInput = z.object(faqFields).meta({
  examples: [
    {
      question: 'Berapa ongkos kirim ke Jakarta?',
      answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
      alternatives: ['Ongkir ke Jabodetabek berapa?'],
    },
  ],
});
export const createFaqOutput = faqSchema;
export const createFaqMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/knowledge/faqs',
    tags: ['knowledge'],
    summary: 'Add a FAQ entry; answers use it at once',
    errorResponses: {
      400: 'No question or answer, or one too long',
      401: 'Not authenticated',
      403: 'No business, or already 1000 knowledge sources',
    },
  },
};
