import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { numberDetailSchema } from './number-detail-dto.ts';

export const logoutNumberInput = z.object({ id: idParam });
export const logoutNumberOutput = numberDetailSchema;
export const logoutNumberMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/logout',
    tags: ['whatsapp-numbers'],
    summary: 'Log the number out of WhatsApp',
    description:
      'The linked device leaves the phone and its session keys are deleted: connecting again needs a new scan. Harmless on a number that is not connected.',
    errorResponses: { 401: 'Not authenticated', 404: 'WhatsApp number not found' },
  },
};
