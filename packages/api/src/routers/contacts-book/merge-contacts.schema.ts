import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { contactSchema } from './contact-dto.ts';

export const mergeContactsInput = z.object({
  id: idParam,
  duplicate_id: idParam.meta({ description: 'The contact folded into this one, then gone' }),
});
export const mergeContactsOutput = contactSchema;
export const mergeContactsMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/contacts/{id}/merge',
    tags: ['contacts'],
    protect: true,
    summary: 'Merge a duplicate into a contact',
    description:
      "In one step: the duplicate's conversations become this contact's; where both talk to the same number, the duplicate's messages join this contact's conversation and the emptied one goes. This contact keeps its name, phone and LID, taking the duplicate's only where it has none. The owner's and admins'.",
    errorResponses: {
      400: 'The same contact twice',
      401: 'Not signed in',
      403: 'Agents cannot merge contacts',
      404: "Either contact not found (or another business's)",
    },
  },
};
