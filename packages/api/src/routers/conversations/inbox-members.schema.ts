import { TEAM_ROLES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const inboxMembersOutput = z.object({
  members: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      role: z.enum(TEAM_ROLES),
      online: z.boolean().meta({ description: 'An inbox of theirs is open now' }),
      capacity: z
        .number()
        .int()
        .meta({ description: 'Open conversations automatic assignment gives them at most' }),
    }),
  ),
});
export const inboxMembersMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/inbox/members',
    tags: ['conversations'],
    protect: true,
    summary: 'The team as the inbox shows it: who can be given a conversation, who is online',
    errorResponses: { 401: 'Not signed in' },
  },
};
