import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const deleteDocumentInput = z.object({ id: idParam });
export const deleteDocumentOutput = z
  .object({ success: z.literal(true) })
  .meta({ example: { success: true } });
export const deleteDocumentMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/knowledge/documents/{id}',
    tags: ['knowledge'],
    summary: 'Delete a document or web page (and its file); no answer uses it after this',
    errorResponses: { 401: 'Not authenticated', 403: 'No business', 404: 'Document not found' },
  },
};
