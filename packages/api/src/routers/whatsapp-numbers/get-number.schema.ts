import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { numberDetailSchema } from './number-detail-dto.ts';

export const getNumberInput = z.object({ id: idParam });
export const getNumberOutput = numberDetailSchema;
export const getNumberMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/whatsapp-numbers/{id}',
    tags: ['whatsapp-numbers'],
    summary: 'One of your WhatsApp numbers with its connection state',
    description:
      '`qr` is present while the number waits for a QR scan (it changes as WhatsApp rotates it), `pairing_code` while it waits for the code to be typed on the phone.',
    errorResponses: { 401: 'Not authenticated', 404: 'WhatsApp number not found' },
  },
};
