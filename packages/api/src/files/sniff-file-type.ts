import type { ProofType } from '@balasin/shared';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What an uploaded file really is (a proof of transfer, an agent's attachment), read from its
 * first bytes: the name and the type the browser claims are the sender's to choose, the content
 * is not. Only the types Balasin takes (pictures every phone shows, PDF); anything else is
 * undefined.
 */
export const sniffFileType = (bytes: Uint8Array): ProofType | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
};
