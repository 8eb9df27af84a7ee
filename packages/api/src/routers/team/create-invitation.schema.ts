import { inviteInputSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { invitationSchema } from './team-dto.ts';

export const createInvitationInput = inviteInputSchema.meta({
  examples: [{ email: 'budi@tokokita.id', role: 'agent' }],
});
export const createInvitationOutput = invitationSchema;
export const createInvitationMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/team/invitations',
    tags: ['team'],
    summary: 'Invite someone by e-mail as an admin or an agent',
    description:
      'Sends an e-mail whose link (`/invite/<token>`) lets the invitee set a name and password; it works for 7 days. The invitation holds a seat until it is accepted, revoked or expires. Parallel invitations at the last seat: exactly one is created.',
    successDescription: 'The invitation (its token is only in the e-mail)',
    errorResponses: {
      400: 'Invalid e-mail or role',
      401: 'Not authenticated',
      403: "An agent; no active subscription; or every seat of the package is taken (the package's message)",
      404: 'The caller belongs to no business',
      409: 'The address already has an open invitation, or already belongs to a business',
    },
  },
};
