import { MESSAGE_DIRECTIONS, MESSAGE_STATUSES, MESSAGE_TYPES, SENDER_KINDS } from '@balasin/shared';
import { z } from 'zod';
import { mediaPath } from '../../media-port.ts';

const iso = z.iso.datetime();

export const messageSchema = z
  .object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    direction: z.enum(MESSAGE_DIRECTIONS),
    sender: z
      .enum(SENDER_KINDS)
      .meta({ description: 'Who wrote it: the contact, the bot, a person (agent) or the API' }),
    to: z.string().meta({ description: 'E.164 (or the WhatsApp LID when the phone is unknown)' }),
    from: z.string(),
    type: z.enum(MESSAGE_TYPES),
    text: z.string().optional().meta({ description: 'The text, or the caption of media' }),
    media: z
      .object({
        url: z.string().optional().meta({
          description:
            'Outbound: the URL the file was sent from. Inbound: the path (on this API’s origin) that downloads the received file with the same token; absent when the file was not kept',
          example: '/api/v1/messages/0b6f5c1e-2f7a-4d8e-9a41-3c1f0e7d9b20/media',
        }),
        filename: z.string().optional(),
        mime_type: z.string().optional(),
        size: z.number().optional().meta({ description: 'Bytes' }),
        error: z.string().optional().meta({
          description:
            'Why a received file was not kept (too large, or it could not be downloaded); the message itself is kept',
        }),
        latitude: z.number().optional(),
        longitude: z.number().optional(),
        name: z.string().optional().meta({ description: 'A shared place’s name' }),
      })
      .optional(),
    status: z.enum(MESSAGE_STATUSES),
    error: z.string().optional(),
    created_at: iso,
    sent_at: iso.optional(),
    delivered_at: iso.optional(),
    read_at: iso.optional(),
  })
  .meta({
    id: 'Message',
    example: {
      id: '0b8e6a52-3c1d-4f7e-9a2b-5d6c7e8f9a01',
      conversation_id: '3f1c2b9e-6a51-4f0e-9a57-2f3d1e0c8b44',
      direction: 'outbound',
      sender: 'api',
      to: '+6281234567890',
      from: '+6281122334455',
      type: 'text',
      text: 'Pesanan #1042 sudah dikirim',
      status: 'delivered',
      created_at: '2026-11-24T09:30:00.000Z',
      sent_at: '2026-11-24T09:30:01.200Z',
      delivered_at: '2026-11-24T09:30:02.900Z',
    },
  });

export type MessageDto = z.infer<typeof messageSchema>;

/** A message row with the two addresses it travelled between. */
export type MessageRecord = {
  id: string;
  conversationId: string;
  direction: (typeof MESSAGE_DIRECTIONS)[number];
  senderKind: (typeof SENDER_KINDS)[number];
  type: (typeof MESSAGE_TYPES)[number];
  body: string | null;
  media: Record<string, unknown> | null;
  status: (typeof MESSAGE_STATUSES)[number];
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  numberPhone: string;
  contactPhone: string | null;
  contactLid: string | null;
};

const MEDIA_FIELDS = [
  'url',
  'filename',
  'mime_type',
  'size',
  'error',
  'latitude',
  'longitude',
  'name',
] as const;

/** What the API shows of `media`: a kept file's storage key becomes the path that serves it. */
const mediaOf = (row: MessageRecord) => {
  if (!row.media) return undefined;
  const shown = Object.fromEntries(
    MEDIA_FIELDS.filter((f) => row.media?.[f] !== undefined).map((f) => [f, row.media?.[f]]),
  );
  return typeof row.media.key === 'string' ? { ...shown, url: mediaPath(row.id) } : shown;
};

export const toMessageDto = (row: MessageRecord): MessageDto => {
  const contact = row.contactPhone ?? row.contactLid ?? '';
  const media = mediaOf(row);
  return {
    id: row.id,
    conversation_id: row.conversationId,
    direction: row.direction,
    sender: row.senderKind,
    to: row.direction === 'outbound' ? contact : row.numberPhone,
    from: row.direction === 'outbound' ? row.numberPhone : contact,
    type: row.type,
    ...(row.body === null ? {} : { text: row.body }),
    ...(media && Object.keys(media).length > 0 ? { media } : {}),
    status: row.status,
    ...(row.error ? { error: row.error } : {}),
    created_at: row.createdAt.toISOString(),
    ...(row.sentAt ? { sent_at: row.sentAt.toISOString() } : {}),
    ...(row.deliveredAt ? { delivered_at: row.deliveredAt.toISOString() } : {}),
    ...(row.readAt ? { read_at: row.readAt.toISOString() } : {}),
  };
};
