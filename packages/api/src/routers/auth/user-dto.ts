import type { UserRow } from '@balasin/db';
import { ROLES } from '@balasin/shared';
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
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });

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
  createdAt: user.createdAt.toISOString(),
});
