import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { documentSchema } from './knowledge-dto.ts';
import { pageUrl } from './page-url.ts';

export const createPageInput = z
  .object({ url: pageUrl })
  .meta({ examples: [{ url: 'https://batiksekar.example.com/kebijakan-retur' }] });
export const createPageOutput = documentSchema;
export const createPageMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/knowledge/documents',
    tags: ['knowledge'],
    summary: 'Learn from a web page: fetched, cleaned to text and indexed in the background',
    description:
      'Answers at once with the page `processing`; it becomes `ready` within seconds, or `failed` with the reason (not found, not a web page, no text). The URL must be http(s) and resolve to public addresses only (unless the server runs with WEBHOOK_ALLOW_PRIVATE=true). Files are uploaded to `POST /knowledge/uploads/{name}`.',
    errorResponses: {
      400: 'Invalid or private URL',
      401: 'Not authenticated',
      403: 'No business, or already 1000 knowledge sources',
    },
  },
};
