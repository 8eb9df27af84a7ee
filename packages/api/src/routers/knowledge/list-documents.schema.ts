import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { documentSchema } from './knowledge-dto.ts';

export const listDocumentsInput = z.object({}).optional();
export const listDocumentsOutput = z.array(documentSchema);
export const listDocumentsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/knowledge/documents',
    tags: ['knowledge'],
    summary: "The business's documents and web pages with their state, oldest first",
    errorResponses: { 401: 'Not authenticated', 403: 'No business' },
  },
};
