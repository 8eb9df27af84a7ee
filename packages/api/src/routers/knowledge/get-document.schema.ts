import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { documentSchema } from './knowledge-dto.ts';

export const getDocumentInput = z.object({ id: idParam });
export const getDocumentOutput = documentSchema;
export const getDocumentMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/knowledge/documents/{id}',
    tags: ['knowledge'],
    summary: 'One document or web page, with its state (poll it while `processing`)',
    errorResponses: { 401: 'Not authenticated', 403: 'No business', 404: 'Document not found' },
  },
};
