import type { BotSettings } from '@balasin/db';
import { BOT_TONES, businessHoursSchema, DEFAULT_BUSINESS_HOURS } from '@balasin/shared';
import { z } from 'zod';

export const botSettingsSchema = z
  .object({
    enabled: z.boolean().meta({ description: 'Whether the bot answers customers on this number' }),
    greeting: z
      .string()
      .nullable()
      .meta({ description: 'Sent once, to a customer’s first message' }),
    away_message: z
      .string()
      .nullable()
      .meta({ description: 'Sent outside business hours, once per closed period' }),
    business_hours: businessHoursSchema
      .nullable()
      .meta({ description: 'When people answer; null means always open' }),
    tone: z.enum(BOT_TONES).meta({ description: 'How the bot words its answers' }),
    threshold: z.number().meta({
      description:
        'Confidence (0 to 1) an answer needs; below it the bot hands the question to a person',
    }),
    handoff_after: z.number().int().meta({
      description:
        'Customer messages in a row the bot could not answer (files, stickers, notices) before a person takes over',
    }),
  })
  .meta({
    id: 'BotSettings',
    example: {
      enabled: true,
      greeting: 'Halo kak, selamat datang di Toko Sari! Ada yang bisa kami bantu?',
      away_message: 'Terima kasih sudah menghubungi kami. Kami buka Senin–Sabtu 08.00–17.00 WIB.',
      business_hours: DEFAULT_BUSINESS_HOURS,
      tone: 'friendly',
      threshold: 0.5,
      handoff_after: 3,
    },
  });

export const toBotSettingsDto = (row: BotSettings): z.infer<typeof botSettingsSchema> => ({
  enabled: row.enabled,
  greeting: row.greeting,
  away_message: row.awayMessage,
  business_hours: row.businessHours,
  tone: row.tone,
  threshold: row.threshold,
  handoff_after: row.handoffAfter,
});
