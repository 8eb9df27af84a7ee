import { PASSWORD_RESET, passwordResetMessages, passwordResetRequestSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const requestPasswordResetInput = passwordResetRequestSchema.meta({
  examples: [{ email: 'budi@example.com' }],
});
export const requestPasswordResetOutput = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ example: { success: true, message: passwordResetMessages.sent } });
export const requestPasswordResetMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/password-reset',
    tags: ['auth'],
    summary: 'Ask for a link to reset a forgotten password',
    description: `Always answers 200 with the same body, whether or not an account has this address. When one has, it is sent an e-mail (in the account's language) with a link to /reset-password that works once, for ${PASSWORD_RESET.ttlMinutes} minutes. At most ${PASSWORD_RESET.perMinute} e-mail a minute and ${PASSWORD_RESET.perHour} an hour per address: over that, nothing more is sent and the answer stays the same.`,
    protect: false,
    errorResponses: {
      400: 'The e-mail missing, malformed or too long',
      429: 'Too many requests from this address (see Retry-After)',
    },
  },
};
