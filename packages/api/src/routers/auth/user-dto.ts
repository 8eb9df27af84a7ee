import type { UserRow } from '@balasin/db';
import { LOCALES, ROLES } from '@balasin/shared';
import { z } from 'zod';

export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    businessName: z.string().nullable(),
    whatsappNumber: z.string().nullable(),
    emailVerified: z.boolean(),
    locale: z.enum(LOCALES).meta({ description: "The dashboard's language", example: 'id' }),
    createdAt: z.iso.datetime(),
  })
  .meta({
    id: 'User',
    example: {
      id: '5f0c8e2a-7b1d-4c3e-9a6f-2d8b4e1c7a90',
      email: 'sari@tokosari.co.id',
      name: 'Sari Wulandari',
      role: 'user',
      businessName: 'Toko Sari',
      whatsappNumber: '+6281234567890',
      emailVerified: true,
      locale: 'id',
      createdAt: '2026-11-02T03:15:00.000Z',
    },
  });

export const userEnvelopeSchema = z.object({ user: userSchema });

export const toUserDto = (
  user: UserRow,
  businessName: string | null,
): z.infer<typeof userSchema> => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  businessName,
  whatsappNumber: user.whatsappNumber,
  emailVerified: user.emailVerifiedAt !== null,
  locale: user.locale,
  createdAt: user.createdAt.toISOString(),
});
