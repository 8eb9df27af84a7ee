import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const deleteLabelInput = z.object({ id: idParam });
export const deleteLabelOutput = z
  .object({ success: z.literal(true) })
  .meta({ example: { success: true } });
export const deleteLabelMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/labels/{id}',
    tags: ['labels'],
    protect: true,
    summary: 'Delete a label; it comes off every conversation and contact',
    description: 'The owner and admins; an agent gets 403.',
    errorResponses: {
      401: 'Not signed in',
      403: 'An agent',
      404: "Label not found (or another business's)",
    },
  },
};
