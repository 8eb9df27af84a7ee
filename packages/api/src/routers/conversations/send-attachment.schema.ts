import { INBOX, inboxMessages } from '@balasin/shared/inbox';
import { z } from 'zod';
import { idParam } from '../id-param.ts';

/**
 * An agent's file for the customer, as apps/server's conversation-files plugin reads it from
 * the multipart form: the bytes with the name and type the browser gave, and a caption.
 */
export const sendAttachmentInput = z.object({
  id: idParam,
  file: z.object(
    {
      bytes: z
        .instanceof(Uint8Array, { error: inboxMessages.attachmentRequired })
        .refine((bytes) => bytes.length > 0, inboxMessages.attachmentRequired)
        .refine(
          (bytes) => bytes.length <= INBOX.attachmentMaxBytes,
          inboxMessages.attachmentTooLarge,
        ),
      filename: z.string().max(500),
      /** What the browser claims; checked against the bytes, never trusted alone. */
      type: z.string().max(200).optional(),
    },
    { error: inboxMessages.attachmentRequired },
  ),
  caption: z
    .string()
    .trim()
    .max(INBOX.captionMax, inboxMessages.captionTooLong)
    .optional()
    .transform((caption) => caption || undefined),
});
