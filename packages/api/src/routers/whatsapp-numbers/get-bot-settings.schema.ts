import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { botSettingsSchema } from './bot-settings-dto.ts';

export const getBotSettingsInput = z.object({ id: idParam });
export const getBotSettingsOutput = botSettingsSchema;
export const getBotSettingsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/bot',
    tags: ['whatsapp-numbers'],
    summary: 'The bot settings of one of your numbers',
    description:
      'The bot is off (`enabled: false`) until you turn it on; `business_hours` null means always open.',
    errorResponses: { 401: 'Not authenticated', 404: 'WhatsApp number not found' },
  },
};
