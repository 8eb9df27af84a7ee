import type { AdminUserRow } from '@balasin/db';
import { ROLES } from '@balasin/shared';
import { z } from 'zod';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  email_verified_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserDto = z.infer<typeof adminUserSchema>;

export const toAdminUserDto = (row: AdminUserRow): AdminUserDto => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
  disabled_at: row.disabledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
