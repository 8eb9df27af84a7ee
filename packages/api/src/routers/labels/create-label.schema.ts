import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { labelSchema } from './label-dto.ts';
import { labelColorSchema, labelNameSchema } from './label-input.ts';

export const createLabelInput = z.object({ name: labelNameSchema, color: labelColorSchema });
export const createLabelOutput = labelSchema;
export const createLabelMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/labels',
    tags: ['labels'],
    protect: true,
    summary: 'Create a label',
    description: 'The owner and admins; an agent gets 403.',
    errorResponses: {
      400: 'No name, a name that is too long, or an unknown colour',
      401: 'Not signed in',
      403: 'An agent, or the business already has as many labels as it may',
      409: 'A label with that name (in any case) exists',
    },
  },
  successStatus: 201,
};
