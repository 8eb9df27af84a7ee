import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const labelUsageInput = z.object({ id: idParam });
export const labelUsageOutput = z
  .object({ conversations: z.number().int(), contacts: z.number().int() })
  .meta({ example: { conversations: 12, contacts: 4 } });
export const labelUsageMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/labels/{id}/usage',
    tags: ['labels'],
    protect: true,
    summary: 'How many conversations and contacts carry a label',
    description: 'What deleting it would take the label off. Any member of the team.',
    errorResponses: {
      401: 'Not signed in',
      404: "Label not found (or another business's)",
    },
  },
};
