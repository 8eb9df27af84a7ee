import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { labelSchema } from './label-dto.ts';

export const listLabelsOutput = z.object({ items: z.array(labelSchema) });
export const listLabelsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/labels',
    tags: ['labels'],
    protect: true,
    summary: "The business's labels, by name",
    description:
      'Any member of the team: agents put existing labels on conversations and contacts.',
    errorResponses: { 401: 'Not signed in' },
  },
};
