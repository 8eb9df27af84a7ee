import { acceptInvitationFieldsSchema, teamMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { userEnvelopeSchema } from './user-dto.ts';

export const acceptInvitationInput = acceptInvitationFieldsSchema
  .extend({
    token: z
      .string({ error: teamMessages.invitationInvalid })
      .min(1, teamMessages.invitationInvalid)
      .max(200, teamMessages.invitationInvalid),
  })
  .meta({
    examples: [
      {
        token: 'q3Vb1xw2b8nC0mZk7yT4pL9sR6dE5fG1hJ2kL3mN4oP',
        name: 'Budi Santoso',
        password: 'kata sandi panjang',
      },
    ],
  });
export const acceptInvitationOutput = userEnvelopeSchema;
export const acceptInvitationMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/accept-invitation',
    tags: ['auth'],
    summary: "Join a business from an invitation's link; sets the session cookies",
    description:
      'The token is the last part of the e-mailed link (`/invite/<token>`). A new account is created with the invited e-mail, the given name and password, already verified. Someone whose account belongs to no business (removed from a team earlier) joins with that account, and the name and password given here replace the old ones: the link proves the inbox is theirs. An address that already belongs to a business cannot join another (409).',
    protect: false,
    errorResponses: {
      400: 'Invalid input, or the invitation was already used, withdrawn or has expired (the message says which)',
      409: 'The e-mail already belongs to a member of a business',
      429: 'Too many requests (see Retry-After)',
    },
  },
};
