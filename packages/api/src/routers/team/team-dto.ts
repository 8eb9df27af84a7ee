import { INVITABLE_ROLES, TEAM_ROLES } from '@balasin/shared';
import { z } from 'zod';

export const memberSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: z.enum(TEAM_ROLES),
    /** Open conversations automatic assignment gives them at most. */
    capacity: z.number().int(),
  })
  .meta({
    id: 'TeamMember',
    example: {
      id: '0b7f5a52-3c1e-4e0f-9a61-2d4c8f1e7a10',
      name: 'Sari Wulandari',
      email: 'sari@tokokita.id',
      role: 'agent',
      capacity: 10,
    },
  });

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.enum(INVITABLE_ROLES),
    expires_at: z.iso.datetime(),
  })
  .meta({
    id: 'TeamInvitation',
    example: {
      id: '5d2e8c1a-7b44-4f6e-8d90-1a2b3c4d5e6f',
      email: 'budi@tokokita.id',
      role: 'admin',
      expires_at: '2026-12-01T09:30:00.000Z',
    },
  });

export const toInvitationDto = (row: {
  id: string;
  email: string;
  role: string;
  expiresAt: Date;
}): z.infer<typeof invitationSchema> => ({
  id: row.id,
  email: row.email,
  // Invitations are only ever written with an invitable role.
  role: row.role === 'admin' ? 'admin' : 'agent',
  expires_at: row.expiresAt.toISOString(),
});
