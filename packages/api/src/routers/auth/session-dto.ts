import type { SessionFamily } from '@balasin/db';
import { z } from 'zod';
import { deviceName, deviceParts } from '../../auth/device-name.ts';

export const sessionSchema = z
  .object({
    id: z.uuid().meta({ description: "The device's session (it outlives token refreshes)" }),
    device: z.string().meta({ description: 'Browser and system in English, as a person reads it' }),
    browser: z
      .string()
      .nullable()
      .meta({ description: 'The browser and its major version; null when the device did not say' }),
    system: z.string().nullable().meta({
      description: 'The operating system and its version; null when the device did not say',
    }),
    ip: z.string().nullable(),
    signedInAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime(),
    current: z.boolean().meta({ description: 'The device making this request' }),
  })
  .meta({
    id: 'Session',
    example: {
      id: '3b2f7d1e-8c4a-4e6b-9f0d-1a2b3c4d5e6f',
      device: 'Chrome 131 on Windows 10',
      browser: 'Chrome 131',
      system: 'Windows 10',
      ip: '203.0.113.24',
      signedInAt: '2026-11-20T02:00:00.000Z',
      lastUsedAt: '2026-11-27T01:45:00.000Z',
      current: true,
    },
  });

export const toSessionDto = (
  family: SessionFamily,
  currentFamilyId: string,
): z.infer<typeof sessionSchema> => ({
  id: family.familyId,
  device: deviceName(family.userAgent),
  ...deviceParts(family.userAgent),
  ip: family.ip,
  signedInAt: family.signedInAt.toISOString(),
  lastUsedAt: family.lastUsedAt.toISOString(),
  current: family.familyId === currentFamilyId,
});
