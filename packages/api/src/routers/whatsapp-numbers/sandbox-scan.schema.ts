import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { numberDetailSchema } from './number-detail-dto.ts';

export const sandboxScanInput = z.object({ id: idParam });
export const sandboxScanOutput = numberDetailSchema;
export const sandboxScanMeta: Meta = {
  successStatus: 202,
  openapi: {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/sandbox/scan',
    tags: ['sandbox'],
    summary: 'Scan a test number’s QR code with the simulated phone',
    description:
      'Pairs a test number that is waiting for a scan (after POST .../connect with method sandbox); it is connected a moment later.',
    successDescription: 'Accepted: the number as it is now',
    errorResponses: {
      401: 'Not authenticated',
      403: 'Not a test number',
      404: 'WhatsApp number not found',
      409: 'The number is not waiting for a scan',
    },
  },
};
