import {
  ENGINE_LIMITS,
  engineMessages,
  jsonBoolean,
  MEDIA_LIMITS,
  MESSAGING_LIMITS,
  phoneNumberSchema,
  SANDBOX_MEDIA_TYPES,
  trimInvisible,
} from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { sandboxMessageSchema } from './sandbox-message-dto.ts';

/** Base64 grows every 3 bytes to 4 characters. */
const BASE64_MAX = Math.ceil(MEDIA_LIMITS.sandboxMaxBytes / 3) * 4;

const fileSchema = z
  .object({
    type: z.enum(SANDBOX_MEDIA_TYPES),
    mime_type: z
      .string({ error: engineMessages.sandboxMimeType })
      .max(MEDIA_LIMITS.mimeTypeMax, engineMessages.sandboxMimeType)
      .regex(/^[\w.+-]+\/[\w.+-]+(;.*)?$/, engineMessages.sandboxMimeType),
    filename: z
      .string()
      .overwrite(trimInvisible)
      .min(1)
      .max(MESSAGING_LIMITS.filenameMax)
      .optional(),
    data_base64: z
      .base64({ error: engineMessages.sandboxFileData })
      .min(1, engineMessages.sandboxFileData)
      .max(BASE64_MAX, engineMessages.sandboxFileTooLarge),
  })
  .meta({
    description: `A file the customer sends (at most ${MEDIA_LIMITS.sandboxMaxBytes / 1024} KB, so that its base64 fits in a request); \`text\` is its caption`,
  });

const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  name: z.string().overwrite(trimInvisible).min(1).max(MESSAGING_LIMITS.filenameMax).optional(),
});

export const sandboxInboundInput = z
  .object({
    id: idParam,
    from: phoneNumberSchema,
    name: z.string().overwrite(trimInvisible).max(60).optional(),
    text: z
      .string({ error: engineMessages.sandboxTextRequired })
      .trim()
      .max(ENGINE_LIMITS.sandboxTextMax, engineMessages.sandboxTextTooLong)
      .optional(),
    media: fileSchema.optional(),
    location: locationSchema.optional(),
    reaction: z
      .string()
      .overwrite(trimInvisible)
      .min(1)
      .max(16)
      .optional()
      .meta({ description: 'An emoji the customer reacts with to the number’s last message' }),
    group: z
      .string()
      .overwrite(trimInvisible)
      .min(1)
      .max(60)
      .optional()
      .meta({ description: 'Written in a WhatsApp group of this name, not in a one-to-one chat' }),
    from_me: jsonBoolean.optional().meta({
      description:
        'The business’s own phone writes `text` to `from` (someone answering on the phone, outside Balasin)',
    }),
  })
  .superRefine((input, issues) => {
    const problem = (message: string, path: string) =>
      issues.addIssue({ code: 'custom', message, path: [path] });
    if (input.reaction && (input.text || input.media || input.location)) {
      problem(engineMessages.sandboxReactionAlone, 'reaction');
    } else if (input.from_me && input.group)
      problem(engineMessages.sandboxFromMeInGroup, 'from_me');
    else if (input.media && input.location) problem(engineMessages.sandboxOneKind, 'location');
    else if (input.location && input.text) problem(engineMessages.sandboxLocationNoText, 'text');
    else if (!input.media && !input.location && !input.text && !input.reaction) {
      problem(engineMessages.sandboxTextRequired, 'text');
    }
  });
export const sandboxInboundOutput = sandboxMessageSchema;
export const sandboxInboundMeta: Meta = {
  successStatus: 202,
  openapi: {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/sandbox/inbound',
    tags: ['sandbox'],
    summary: 'Send a message to a test number as a simulated customer',
    description:
      '`from` is the simulated customer’s phone number (normalised like the numbers rule). The number must be connected. Send `text`; or a file in `media` (an image, a document or audio, `text` its caption); or a `location`; or a `reaction`. `group` and `from_me` simulate what the bot must never answer: group chatter, and the business’s own phone.',
    successDescription: 'Accepted: the message as the customer’s phone shows it',
    errorResponses: {
      400: 'Invalid phone number, an empty or too long text, or an invalid file or location',
      401: 'Not authenticated',
      403: 'Not a test number',
      404: 'WhatsApp number not found',
      409: 'The number is not connected',
    },
  },
};
