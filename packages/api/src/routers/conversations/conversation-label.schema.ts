import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { conversationSchema } from './conversation-dto.ts';

/** Putting a label on a conversation and taking it off share their input and answer. */
export const conversationLabelInput = z.object({ id: idParam, label_id: idParam });
export const conversationLabelOutput = conversationSchema;

const errorResponses = {
  401: 'Not signed in',
  404: "Conversation or label not found (or another business's)",
};

export const addConversationLabelMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/conversations/{id}/labels/{label_id}',
    tags: ['conversations'],
    protect: true,
    summary: 'Put a label on a conversation',
    description:
      'Any member of the business; putting on a label it already carries changes nothing.',
    errorResponses,
  },
};

export const removeConversationLabelMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/conversations/{id}/labels/{label_id}',
    tags: ['conversations'],
    protect: true,
    summary: 'Take a label off a conversation',
    description:
      'Any member of the business; taking off a label it does not carry changes nothing.',
    errorResponses,
  },
};
