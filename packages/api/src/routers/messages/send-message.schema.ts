import { MESSAGING_LIMITS, messagingMessages, phoneNumberSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

const mediaUrl = z
  .url({ protocol: /^https?$/, error: messagingMessages.mediaUrlInvalid })
  .max(MESSAGING_LIMITS.urlMax, { error: messagingMessages.mediaUrlTooLong })
  .meta({
    description: `A public http(s) address of the file. It is fetched when the message is sent, at most ${MESSAGING_LIMITS.outboundMediaMaxBytes / 1024 / 1024} MB; an address of a private, loopback or link-local host is refused (400 when the URL names one, the message failed with the reason when its name resolves to one), as for webhooks.`,
  });

const media = z.object({
  url: mediaUrl,
  caption: z.string().max(MESSAGING_LIMITS.captionMax).optional(),
  filename: z.string().trim().min(1).max(MESSAGING_LIMITS.filenameMax).optional(),
});

export const sendMessageInput = z
  .object({
    to: phoneNumberSchema.meta({ description: 'The customer, normalised like the numbers rule' }),
    type: z.enum(['text', 'image', 'document']),
    text: z
      .object({
        body: z
          .string()
          .trim()
          .min(1, { error: messagingMessages.textEmpty })
          .max(MESSAGING_LIMITS.textMax, {
            error: messagingMessages.textTooLong(MESSAGING_LIMITS.textMax),
          }),
      })
      .optional(),
    image: media.optional(),
    document: media.optional(),
  })
  .superRefine((value, issues) => {
    if (!value[value.type]) {
      issues.addIssue({
        code: 'custom',
        path: [value.type],
        message:
          value.type === 'text' ? messagingMessages.textRequired : `${value.type} is required`,
      });
    }
  })
  .meta({
    examples: [
      { to: '+6281234567890', type: 'text', text: { body: 'Pesanan Anda sudah dikirim.' } },
      {
        to: '+6281234567890',
        type: 'document',
        document: { url: 'https://example.com/invoice.pdf', filename: 'invoice.pdf' },
      },
    ],
  });

export const sendMessageOutput = z
  .object({
    id: z.uuid(),
    status: z.literal('queued'),
    to: z.string(),
    type: z.enum(['text', 'image', 'document']),
    created_at: z.iso.datetime(),
  })
  .meta({
    id: 'AcceptedMessage',
    example: {
      id: '0b9f5e7e-8d1a-4c1b-9a51-3e2f4b6c7d8e',
      status: 'queued',
      to: '+6281234567890',
      type: 'text',
      created_at: '2026-11-24T09:30:00.000Z',
    },
  });

export const sendMessageMeta: Meta = {
  successStatus: 202,
  openapi: {
    method: 'POST',
    path: '/v1/messages',
    tags: ['messages'],
    protect: true,
    summary: "Send a message from the token's number",
    description:
      'Accepted at once (202) and sent in order per conversation, paced as WhatsApp expects. A number that is not connected still accepts: the message waits, and fails after 24 hours. With an `Idempotency-Key` header, the same key and body within 24 hours answer the same message and send nothing twice; the same key with another body is 422; while the first request is still being accepted, 409.',
    requestHeaders: z.object({
      'Idempotency-Key': z.string().max(MESSAGING_LIMITS.idempotencyKeyMax).optional().meta({
        description: 'Any unique string per message, e.g. a UUID',
        example: 'order-1042-shipped',
      }),
    }),
    successDescription: 'Accepted: the message is queued',
    errorResponses: {
      400: 'Invalid phone number, type or content',
      401: 'Missing, invalid or revoked token, or a token in the URL',
      403: "A new contact beyond the package's contact limit, or the subscription has expired (or was cancelled): nothing is sent until it is renewed",
      409: 'The same Idempotency-Key is still being accepted',
      422: 'The Idempotency-Key was used with a different request',
      429: 'The number started its most conversations with people who never wrote today (50 in 24 hours)',
    },
  },
};
