import type { KnowledgeDocumentType } from '@balasin/shared';

const BY_EXTENSION: Record<string, KnowledgeDocumentType> = {
  pdf: 'application/pdf',
  md: 'text/markdown',
  markdown: 'text/markdown',
  txt: 'text/plain',
  text: 'text/plain',
};

const BY_MIME: Record<string, KnowledgeDocumentType> = {
  'application/pdf': 'application/pdf',
  'text/markdown': 'text/markdown',
  'text/x-markdown': 'text/markdown',
  'text/plain': 'text/plain',
};

/**
 * What an upload is, by its name's extension first (browsers send `.md` files as
 * `application/octet-stream` or nothing), else by its media type; undefined when neither is ours.
 */
export const documentTypeOf = (fileName: string, mimeType: string | undefined) => {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const byName = extension ? BY_EXTENSION[extension] : undefined;
  if (byName) return byName;
  const bare = mimeType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return BY_MIME[bare];
};

/** A PDF starts with `%PDF-` (within its first kilobyte, as readers allow). */
export const looksLikePdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
