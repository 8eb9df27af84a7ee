import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { labelSchema } from '../labels/label-dto.ts';
import { contactSchema } from './contact-dto.ts';

/** Putting a label on a contact and taking it off share their input and answer. */
export const contactLabelInput = z.object({ id: idParam, label_id: idParam });
export const contactLabelOutput = contactSchema.extend({ labels: z.array(labelSchema) });

const errorResponses = {
  401: 'Not signed in',
  404: "Contact or label not found (or another business's)",
};

export const addContactLabelMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/contacts/{id}/labels/{label_id}',
    tags: ['contacts'],
    protect: true,
    summary: 'Put a label on a contact',
    description: 'Any member of the team; putting on a label it already carries changes nothing.',
    errorResponses,
  },
};

export const removeContactLabelMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/contacts/{id}/labels/{label_id}',
    tags: ['contacts'],
    protect: true,
    summary: 'Take a label off a contact',
    description: 'Any member of the team; taking off a label it does not carry changes nothing.',
    errorResponses,
  },
};
