import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const deleteFaqInput = z.object({ id: idParam });
export const deleteFaqOutput = z
  .object({ success: z.literal(true) })
  .meta({ example: { success: true } });
export const deleteFaqMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/knowledge/faqs/{id}',
    tags: ['knowledge'],
    summary: 'Delete a FAQ entry; no answer uses it after this',
    errorResponses: { 401: 'Not authenticated', 403: 'No business', 404: 'FAQ entry not found' },
  },
};
