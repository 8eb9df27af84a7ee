import { contactInputSchema } from '@balasin/shared/schemas';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const sendMessageInput = contactInputSchema;
export const sendMessageOutput = z.object({ success: z.literal(true) });
export const sendMessageMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/contact',
    tags: ['contact'],
    summary: 'Send a message to the Balasin team (the contact form)',
    description:
      'Stores the message and notifies the support inbox. phone is optional; a local number (08...) is read as +62. At most a few messages per IP every 10 minutes.',
    protect: false,
    successDescription: 'Message received',
    errorResponses: { 400: 'Invalid input', 429: 'Too many messages' },
  },
};
