import { INVITABLE_ROLES, teamMessages } from '@balasin/shared';
import { INBOX, inboxMessages } from '@balasin/shared/inbox';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { memberSchema } from './team-dto.ts';

export const updateMemberInput = z
  .object({
    id: idParam,
    role: z.enum(INVITABLE_ROLES).optional(),
    capacity: z
      .number({ error: inboxMessages.capacityRange })
      .int({ error: inboxMessages.capacityRange })
      .min(0, { error: inboxMessages.capacityRange })
      .max(INBOX.capacityMax, { error: inboxMessages.capacityRange })
      .optional(),
  })
  .refine((input) => input.role !== undefined || input.capacity !== undefined, {
    error: teamMessages.nothingToUpdate,
  })
  .meta({ examples: [{ role: 'admin' }, { capacity: 15 }] });
export const updateMemberOutput = memberSchema;
export const updateMemberMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/team/members/{id}',
    tags: ['team'],
    summary:
      "Change a member's role (admin or agent) or capacity; takes effect on their next request",
    description: `\`capacity\`: how many open conversations automatic assignment gives the member at most (0 to ${INBOX.capacityMax}; ${INBOX.defaultCapacity} until changed; 0 gives them none). The owner's capacity may be changed, never their role. Either field, or both.`,
    errorResponses: {
      400: 'Invalid role (ownership is not handed over here) or capacity, or neither given',
      401: 'Not authenticated',
      403: 'An agent, or the member is the owner and a role was given',
      404: 'Team member not found',
    },
  },
};
