import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const resendVerificationInput = z.object({}).optional();
export const resendVerificationOutput = z.object({
  sent: z.literal(true),
  message: z.string(),
});
export const resendVerificationMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/auth/resend-verification',
    tags: ['auth'],
    summary: 'Send the verification e-mail again',
    description:
      "For the signed-in user whose address is not verified yet: a new link (the earlier ones keep working until they expire) in the same e-mail as at registration, with the open payment order's transfer details. At most one a minute (the registration e-mail counts) and five an hour per user.",
    errorResponses: {
      401: 'Not authenticated',
      409: 'Your e-mail address is already verified',
      429: 'Too many verification e-mails: wait (see Retry-After)',
    },
  },
};
