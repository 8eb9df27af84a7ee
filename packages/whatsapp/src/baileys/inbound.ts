import { getContentType, normalizeMessageContent, proto, toNumber, type WAMessage } from 'baileys';
import type { InboundMessage } from '../types.ts';
import { isPersonJid, peerOf } from './jid.ts';

type Content = proto.IMessage;

/** Protocol chatter and reactions arrive as messages but are nothing a person should answer. */
const IGNORED: ReadonlySet<keyof Content> = new Set([
  'protocolMessage',
  'senderKeyDistributionMessage',
  'messageContextInfo',
  'reactionMessage',
]);

const MEDIA = {
  imageMessage: 'image',
  videoMessage: 'video',
  audioMessage: 'audio',
  documentMessage: 'document',
  stickerMessage: 'sticker',
} as const satisfies Partial<Record<keyof Content, InboundMessage['type']>>;

type MediaKey = keyof typeof MEDIA;
const isMediaKey = (key: keyof Content): key is MediaKey => key in MEDIA;

type MediaFields = {
  caption?: string | null;
  mimetype?: string | null;
  fileLength?: Parameters<typeof toNumber>[0];
  fileName?: string | null;
};

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

/** A received WhatsApp message as the engine's InboundMessage; null when it is not one to store. */
export const toInboundMessage = (message: WAMessage): InboundMessage | null => {
  const { key } = message;
  if (key.fromMe || !key.id || !isPersonJid(key.remoteJid)) return null;
  const content = normalizeMessageContent(message.message);
  const kind = getContentType(content);
  if (!content || !kind || IGNORED.has(kind)) return null;

  const base = {
    externalId: key.id,
    from: peerOf([key.remoteJid, key.remoteJidAlt], message.pushName),
    timestamp: new Date(toNumber(message.messageTimestamp) * 1000),
  };

  if (kind === 'conversation') return { ...base, type: 'text', text: content.conversation ?? '' };
  if (kind === 'extendedTextMessage') {
    return { ...base, type: 'text', text: content.extendedTextMessage?.text ?? '' };
  }
  if (isMediaKey(kind)) {
    const media = (content[kind] ?? {}) as MediaFields;
    const size = media.fileLength == null ? undefined : toNumber(media.fileLength);
    return {
      ...base,
      type: MEDIA[kind],
      ...(media.caption ? { text: media.caption } : {}),
      media: defined({
        mimeType: media.mimetype ?? undefined,
        fileName: media.fileName ?? undefined,
        size,
        caption: media.caption ?? undefined,
      }),
    };
  }
  const location = content.locationMessage ?? content.liveLocationMessage;
  if (location) {
    return {
      ...base,
      type: 'location',
      location: defined({
        latitude: location.degreesLatitude ?? 0,
        longitude: location.degreesLongitude ?? 0,
        name: (content.locationMessage?.name ?? undefined) as string | undefined,
      }),
    };
  }
  return { ...base, type: 'other' };
};
