import { addNumberInputSchema } from '@balasin/shared';
import type { Meta } from '../../trpc.ts';
import { numberSchema } from './number-dto.ts';

export const addNumberInput = addNumberInputSchema;
export const addNumberOutput = numberSchema;
export const addNumberMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/whatsapp-numbers',
    tags: ['whatsapp-numbers'],
    summary: 'Add a WhatsApp number (status disconnected)',
    description:
      'The number is normalised (spaces, dashes, dots and brackets dropped), must match ^\\+?[1-9]\\d{0,14}$ and is stored with a leading +. Needs an active subscription; lite allows 4 numbers, pro 6, enterprise 10. With `test: true` it is a test (sandbox) number instead: at most 2 per business, outside the package limit, allowed while the subscription is still pending.',
    successDescription: 'The new number',
    errorResponses: {
      400: 'Invalid WhatsApp number format / Business name is required',
      401: 'Not authenticated',
      403: 'No active subscription, the package limit is reached, or already 2 test numbers',
      409: 'This WhatsApp number is already registered',
    },
  },
};
