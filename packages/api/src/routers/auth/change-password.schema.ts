import { accountMessages, changePasswordSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const changePasswordInput = changePasswordSchema.meta({
  examples: [{ currentPassword: 'kata sandi lama', newPassword: 'kata sandi baru yang panjang' }],
});
export const changePasswordOutput = z
  .object({
    message: z.string(),
    signedOutDevices: z.number().int().meta({ description: 'Other devices signed out' }),
  })
  .meta({ example: { message: accountMessages.passwordChanged, signedOutDevices: 2 } });
export const changePasswordMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/auth/user/password',
    tags: ['auth'],
    summary: 'Change the password',
    description:
      'Needs the current password; the new one follows the registration rule (at least 8 characters). Every other device signed in to the account is signed out; this one stays signed in.',
    errorResponses: {
      400: 'A password missing, the new one too short, or the same as the current one',
      401: 'Not authenticated',
      403: 'The current password is not correct',
      429: 'Too many wrong passwords (see Retry-After)',
    },
  },
};
