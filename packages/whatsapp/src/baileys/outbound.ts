import type { AnyMessageContent } from 'baileys';
import type { OutboundMessage } from '../types.ts';

// WhatsApp shows a document by its MIME type (icon, preview); the API gives only a URL and a name.
const DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
  zip: 'application/zip',
};

const documentType = (name: string) =>
  DOCUMENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * The content Baileys sends. `file` is the image's or document's bytes when they were fetched
 * beforehand (`BaileysDriverOptions.fetchMedia`); without them Baileys fetches `{ url }` itself.
 */
export const toMessageContent = (message: OutboundMessage, file?: Buffer): AnyMessageContent => {
  if (message.type === 'text') return { text: message.text };
  const caption = message.caption ? { caption: message.caption } : {};
  const media = file ?? { url: message.url };
  if (message.type === 'image') return { image: media, ...caption };
  const fileName =
    message.filename ||
    decodeURIComponent(new URL(message.url).pathname.split('/').pop() || '') ||
    'document';
  return {
    document: media,
    mimetype: documentType(fileName),
    fileName,
    ...caption,
  };
};
