import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './schemas.ts';

/**
 * A forgotten password: the link is good for an hour and once. Asking is limited per address
 * like the verification e-mail (one a minute, five an hour); over the limit nothing is sent and
 * the answer stays the same, so it tells no one whether the address has an account.
 */
export const PASSWORD_RESET = { ttlMinutes: 60, perMinute: 1, perHour: 5 } as const;

export const passwordResetMessages = {
  sent: 'If an account exists for this address, we have sent a link to reset its password.',
  done: 'Your password has been reset and every device signed in to your account has been signed out. Sign in with your new password.',
  invalidToken:
    'This password reset link is invalid, has expired or has already been used. Please ask for a new one.',
  tokenRequired: 'The password reset link is incomplete. Please ask for a new one.',
  /** The form's own check: the two new-password fields must agree. */
  mismatch: 'The passwords do not match',
} as const;

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: passwordResetMessages.tokenRequired })
    .min(1, passwordResetMessages.tokenRequired)
    .max(200, passwordResetMessages.invalidToken),
  password: newPasswordSchema,
});

/** The reset page's form: the new password twice, by registration's rule, and the two agree. */
export const passwordResetFieldsSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((fields) => fields.password === fields.confirm, {
    path: ['confirm'],
    message: passwordResetMessages.mismatch,
  });
