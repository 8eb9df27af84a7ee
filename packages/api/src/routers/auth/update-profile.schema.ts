import { updateProfileSchema } from '@balasin/shared';
import type { Meta } from '../../trpc.ts';
import { userEnvelopeSchema } from './user-dto.ts';

export const updateProfileInput = updateProfileSchema.meta({
  examples: [{ name: 'Sari Wulandari' }],
});
export const updateProfileOutput = userEnvelopeSchema;
export const updateProfileMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/auth/user/profile',
    tags: ['auth'],
    summary: "Change the signed-in user's name",
    description:
      "The name the dashboard and the team see, and that e-mails greet. The business name is the team's (`PUT /team/business`).",
    errorResponses: { 400: 'No name, or longer than 120 characters', 401: 'Not authenticated' },
  },
};
