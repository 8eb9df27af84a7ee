import { DEFAULT_OPERATOR_SETTINGS, operatorSettingsSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { operatorSettingsDtoSchema } from '../operator/settings-dto.ts';

export const getSettingsInput = z.void();
export const getSettingsOutput = operatorSettingsDtoSchema;
export const getSettingsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/admin/settings',
    tags: ['admin'],
    summary: "The operator's settings (admin)",
    errorResponses: { 401: 'Not authenticated', 403: 'Unauthorized access' },
  },
};

export const updateSettingsInput = operatorSettingsSchema.meta({
  example: DEFAULT_OPERATOR_SETTINGS,
});
export const updateSettingsOutput = operatorSettingsDtoSchema;
export const updateSettingsMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/admin/settings',
    tags: ['admin'],
    summary: "Replace the operator's settings (admin)",
    description:
      'Bank accounts (1 to 5), company details printed on new invoices, and support contacts. Written to the audit log with before and after. Invoices already issued keep the details they were issued with.',
    errorResponses: {
      400: 'Invalid settings',
      401: 'Not authenticated',
      403: 'Unauthorized access',
    },
  },
};
