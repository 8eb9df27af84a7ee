import { botSettingsFields, DEFAULT_BUSINESS_HOURS, jsonBoolean } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { botSettingsSchema } from './bot-settings-dto.ts';

export const updateBotSettingsInput = z.object({
  id: idParam,
  enabled: jsonBoolean.optional().meta({ example: true }),
  greeting: botSettingsFields.greeting
    .optional()
    .meta({ example: 'Halo kak, selamat datang di Toko Sari! Ada yang bisa kami bantu?' }),
  away_message: botSettingsFields.away_message.optional().meta({
    example: 'Terima kasih sudah menghubungi kami. Kami buka Senin–Sabtu 08.00–17.00 WIB.',
  }),
  business_hours: botSettingsFields.business_hours
    .optional()
    .meta({ example: DEFAULT_BUSINESS_HOURS }),
  tone: botSettingsFields.tone.optional().meta({ example: 'friendly' }),
  threshold: botSettingsFields.threshold.optional().meta({ example: 0.5 }),
  handoff_after: botSettingsFields.handoff_after.optional().meta({ example: 3 }),
});
export const updateBotSettingsOutput = botSettingsSchema;
export const updateBotSettingsMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/whatsapp-numbers/{id}/bot',
    tags: ['whatsapp-numbers'],
    summary: 'Change the bot settings of one of your numbers',
    description:
      'Send any of the fields: the others keep their values. An empty `greeting` or `away_message` removes it. Answers the whole settings.',
    errorResponses: {
      400: 'A field out of range: a threshold outside 0–1, an unknown time zone, a day that closes before it opens',
      401: 'Not authenticated',
      404: 'WhatsApp number not found',
    },
  },
};
