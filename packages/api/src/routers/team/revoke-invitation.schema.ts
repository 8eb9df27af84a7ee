import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const revokeInvitationInput = z.object({ id: idParam });
export const revokeInvitationOutput = z
  .object({ success: z.literal(true) })
  .meta({ example: { success: true } });
export const revokeInvitationMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/team/invitations/{id}',
    tags: ['team'],
    summary: 'Withdraw an open invitation: its link stops working and its seat is free',
    errorResponses: {
      401: 'Not authenticated',
      403: 'An agent',
      404: 'Invitation not found (absent, already used, expired, or not this business)',
    },
  },
};
