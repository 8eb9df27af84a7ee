import { ENGINE_LIMITS, engineMessages, phoneNumberSchema, trimInvisible } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { sandboxMessageSchema } from './sandbox-message-dto.ts';

export const sandboxInboundInput = z.object({
  id: idParam,
  from: phoneNumberSchema,
  name: z.string().overwrite(trimInvisible).max(60).optional(),
  text: z
    .string({ error: engineMessages.sandboxTextRequired })
    .trim()
    .min(1, engineMessages.sandboxTextRequired)
    .max(ENGINE_LIMITS.sandboxTextMax, engineMessages.sandboxTextTooLong),
});
export const sandboxInboundOutput = sandboxMessageSchema;
export const sandboxInboundMeta: Meta = {
  successStatus: 202,
  openapi: {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/sandbox/inbound',
    tags: ['sandbox'],
    summary: 'Send a message to a test number as a simulated customer',
    description:
      '`from` is the simulated customer’s phone number (normalised like the numbers rule). The number must be connected.',
    successDescription: 'Accepted: the message as the customer’s phone shows it',
    errorResponses: {
      400: 'Invalid phone number, or an empty or too long text',
      401: 'Not authenticated',
      403: 'Not a test number',
      404: 'WhatsApp number not found',
      409: 'The number is not connected',
    },
  },
};
