import { passwordResetConfirmSchema, passwordResetMessages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const confirmPasswordResetInput = passwordResetConfirmSchema.meta({
  examples: [{ token: 'the token from the e-mail link', password: 'kata sandi baru yang panjang' }],
});
export const confirmPasswordResetOutput = z
  .object({
    success: z.literal(true),
    message: z.string(),
    signedOutDevices: z.number().int().meta({ description: 'Devices signed out' }),
  })
  .meta({ example: { success: true, message: passwordResetMessages.done, signedOutDevices: 2 } });
export const confirmPasswordResetMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/password-reset/confirm',
    tags: ['auth'],
    summary: 'Set a new password with the link from the reset e-mail',
    description:
      'The new password follows the registration rule (8 to 128 characters). Every device signed in to the account is signed out, and every reset link sent to it stops working. It does not sign in: the user signs in with the new password.',
    protect: false,
    errorResponses: {
      400: `The password missing, too short or too long, or the token unknown, used or expired: "${passwordResetMessages.invalidToken}"`,
      429: 'Too many requests from this address (see Retry-After)',
    },
  },
};
