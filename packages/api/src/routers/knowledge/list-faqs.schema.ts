import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { faqSchema } from './knowledge-dto.ts';

export const listFaqsInput = z.object({}).optional();
export const listFaqsOutput = z.array(faqSchema);
export const listFaqsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/knowledge/faqs',
    tags: ['knowledge'],
    summary: "The business's FAQ entries, oldest first",
    errorResponses: { 401: 'Not authenticated', 403: 'No business' },
  },
};
