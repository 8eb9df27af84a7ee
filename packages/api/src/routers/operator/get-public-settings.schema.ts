import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { operatorSettingsDtoSchema } from './settings-dto.ts';

export const getPublicSettingsInput = z.void();
export const getPublicSettingsOutput = operatorSettingsDtoSchema;
export const getPublicSettingsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/operator',
    tags: ['operator'],
    summary: "The operator's public details",
    description:
      'Bank accounts to transfer to, the company on invoices and the support contacts, as admins set them. Read by the marketing and payment pages.',
    protect: false,
    errorResponses: { 503: 'Database unavailable' },
  },
};
