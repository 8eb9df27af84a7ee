import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { numberSchema } from './number-dto.ts';

export const listNumbersInput = z.void();
export const listNumbersOutput = z.array(numberSchema);
export const listNumbersMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/whatsapp-numbers',
    tags: ['whatsapp-numbers'],
    summary: "The caller's WhatsApp numbers, newest first",
    errorResponses: { 401: 'Not authenticated' },
  },
};
