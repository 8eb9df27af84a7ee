import { getContentType, normalizeMessageContent, proto, toNumber, type WAMessage } from 'baileys';
import type { ChatKind, InboundKind, InboundMessage } from '../types.ts';
import { isPersonJid, parseJid, peerOf } from './jid.ts';

type Content = proto.IMessage;

/** Link chatter that arrives as messages: keys, context, read-once bookkeeping. */
const PROTOCOL: ReadonlySet<keyof Content> = new Set([
  'protocolMessage',
  'senderKeyDistributionMessage',
  'messageContextInfo',
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

const chatOf = (jid: string | null | undefined): ChatKind => {
  if (isPersonJid(jid)) return 'direct';
  const server = parseJid(jid)?.server;
  if (server === 'g.us') return 'group';
  if (jid === 'status@broadcast') return 'status';
  if (server === 'broadcast' || server === 'newsletter') return 'broadcast';
  return 'other';
};

const kindOf = (
  raw: Content | null | undefined,
  content: Content | undefined,
  type: keyof Content,
) => {
  // Unwrapped by normalizeMessageContent, an edit would look like a fresh message.
  if (raw?.editedMessage) return 'edit';
  if (type === 'reactionMessage') return 'reaction';
  if (type === 'protocolMessage') {
    const protocolType = content?.protocolMessage?.type;
    if (protocolType === proto.Message.ProtocolMessage.Type.REVOKE) return 'deletion';
    if (protocolType === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT) return 'edit';
  }
  return PROTOCOL.has(type) ? 'protocol' : 'message';
};

/**
 * A received WhatsApp event as the engine's InboundMessage, marked with where it was written
 * (`chat`), what it is (`kind`) and whether the number itself wrote it (`fromMe`): the engine
 * decides what to keep and what the bot answers. Null when it carries nothing at all.
 */
export const toInboundMessage = (message: WAMessage): InboundMessage | null => {
  const { key } = message;
  if (!key.id) return null;
  const content = normalizeMessageContent(message.message);
  const type = getContentType(content);
  if (!content || !type) return null;
  const chat = chatOf(key.remoteJid);
  const kind: InboundKind = kindOf(message.message, content, type);
  const from =
    chat === 'direct'
      ? peerOf([key.remoteJid, key.remoteJidAlt], key.fromMe ? null : message.pushName)
      : peerOf([key.participant, key.participantAlt], message.pushName);

  const base = {
    externalId: key.id,
    from,
    chat,
    kind,
    fromMe: key.fromMe === true,
    timestamp: new Date(toNumber(message.messageTimestamp) * 1000),
  };
  if (kind !== 'message') return { ...base, type: 'other' };

  if (type === 'conversation') return { ...base, type: 'text', text: content.conversation ?? '' };
  if (type === 'extendedTextMessage') {
    return { ...base, type: 'text', text: content.extendedTextMessage?.text ?? '' };
  }
  if (isMediaKey(type)) {
    const media = (content[type] ?? {}) as MediaFields;
    const size = media.fileLength == null ? undefined : toNumber(media.fileLength);
    return {
      ...base,
      type: MEDIA[type],
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
