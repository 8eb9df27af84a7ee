import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { documentSchema } from './knowledge-dto.ts';

export const refetchPageInput = z.object({ id: idParam });
export const refetchPageOutput = documentSchema;
export const refetchPageMeta: Meta = {
  successStatus: 202,
  openapi: {
    method: 'POST',
    path: '/knowledge/documents/{id}/refetch',
    tags: ['knowledge'],
    summary: 'Fetch a web page again (after it changed, or after it failed)',
    description:
      'The page is `processing` again; answers keep using its current text until the new text is indexed.',
    errorResponses: {
      400: 'Not a web page, or its URL is now private',
      401: 'Not authenticated',
      403: 'No business',
      404: 'Document not found',
    },
  },
};
