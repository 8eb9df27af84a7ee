import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const removeMemberInput = z.object({ id: idParam });
export const removeMemberOutput = z
  .object({ success: z.literal(true) })
  .meta({ example: { success: true } });
export const removeMemberMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/team/members/{id}',
    tags: ['team'],
    summary: 'Remove a member: every session of theirs ends at once and their seat is free',
    description:
      "Their open live streams end, and their open, pending and snoozed conversations become nobody's: the open ones are given to whoever is online with room, at once.",
    errorResponses: {
      401: 'Not authenticated',
      403: 'An agent, or the member is the owner',
      404: 'Team member not found',
    },
  },
};
