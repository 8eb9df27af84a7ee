import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { invitationSchema, memberSchema } from './team-dto.ts';

export const getTeamInput = z.void();
export const getTeamOutput = z
  .object({
    members: z.array(memberSchema),
    invitations: z.array(invitationSchema),
    seats: z.object({ used: z.number().int(), limit: z.number().int() }),
  })
  .meta({
    example: {
      members: [
        {
          id: '9a1c0d3e-2b4f-4a6b-8c7d-0e1f2a3b4c5d',
          name: 'Dewi Lestari',
          email: 'dewi@tokokita.id',
          role: 'owner',
          capacity: 10,
        },
        {
          id: '0b7f5a52-3c1e-4e0f-9a61-2d4c8f1e7a10',
          name: 'Sari Wulandari',
          email: 'sari@tokokita.id',
          role: 'agent',
          capacity: 10,
        },
      ],
      invitations: [
        {
          id: '5d2e8c1a-7b44-4f6e-8d90-1a2b3c4d5e6f',
          email: 'budi@tokokita.id',
          role: 'admin',
          expires_at: '2026-12-01T09:30:00.000Z',
        },
      ],
      seats: { used: 2, limit: 2 },
    },
  });
export const getTeamMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/team',
    tags: ['team'],
    summary: "The business's members, open invitations and seats",
    description:
      'Seats are the people besides the owner that the active package allows (Lite 0, Pro 2, Enterprise 10); admins and agents take one each, and so does every invitation still open. Without an active subscription the limit is 0.',
    errorResponses: {
      401: 'Not authenticated',
      403: 'An agent: only the owner and admins manage the team',
      404: 'The caller belongs to no business',
    },
  },
};
