import { CONNECT_METHODS } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { numberDetailSchema } from './number-detail-dto.ts';

export const connectNumberInput = z.object({
  id: idParam,
  method: z.enum(CONNECT_METHODS, {
    error: `method must be one of: ${CONNECT_METHODS.join(', ')}`,
  }),
});
export const connectNumberOutput = numberDetailSchema;
export const connectNumberMeta: Meta = {
  successStatus: 202,
  openapi: {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/connect',
    tags: ['whatsapp-numbers'],
    summary: 'Connect the number to WhatsApp',
    description:
      '`qr`: a QR code to scan appears on the number (GET it, or follow the dashboard); `pairing_code`: a code to type on the phone instead; `sandbox`: test numbers only, paired with POST .../sandbox/scan. Accepted at once (202); the state then moves on its own. Connecting a number that is already connected the same way changes nothing.',
    successDescription: 'Accepted: the number as it is now',
    errorResponses: {
      400: 'Unknown method, or a method this number cannot use',
      401: 'Not authenticated',
      404: 'WhatsApp number not found',
    },
  },
};
