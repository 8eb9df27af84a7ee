import { labelMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { labelSchema } from './label-dto.ts';
import { labelColorSchema, labelNameSchema } from './label-input.ts';

export const updateLabelInput = z
  .object({
    id: idParam,
    name: labelNameSchema.optional(),
    color: labelColorSchema.optional(),
  })
  // A change of nothing is the caller's mistake, not an empty UPDATE.
  .refine((input) => input.name !== undefined || input.color !== undefined, {
    error: labelMessages.nothingToChange,
  });
export const updateLabelOutput = labelSchema;
export const updateLabelMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/labels/{id}',
    tags: ['labels'],
    protect: true,
    summary: 'Rename or recolour a label',
    description:
      'The owner and admins; an agent gets 403. Takes either field or both; conversations and contacts carrying it show the change.',
    errorResponses: {
      400: 'Neither a name nor a colour, a name that is empty or too long, or an unknown colour',
      401: 'Not signed in',
      403: 'An agent',
      404: "Label not found (or another business's)",
      409: 'Another label has that name',
    },
  },
};
