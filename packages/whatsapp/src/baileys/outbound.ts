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

/** Baileys fetches `{ url }` media itself while it encrypts and uploads it. */
export const toMessageContent = (message: OutboundMessage): AnyMessageContent => {
  if (message.type === 'text') return { text: message.text };
  const caption = message.caption ? { caption: message.caption } : {};
  if (message.type === 'image') return { image: { url: message.url }, ...caption };
  const fileName =
    message.filename ||
    decodeURIComponent(new URL(message.url).pathname.split('/').pop() || '') ||
    'document';
  return {
    document: { url: message.url },
    mimetype: documentType(fileName),
    fileName,
    ...caption,
  };
};
