import { MediaTooLargeError } from './errors.ts';

/**
 * Reads a stream of bytes whole, or rejects with MediaTooLargeError as soon as it passes
 * `maxBytes` (and stops reading, which ends the download behind it).
 */
export const readCapped = async (chunks: AsyncIterable<Uint8Array>, maxBytes: number) => {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new MediaTooLargeError(maxBytes);
    parts.push(chunk);
  }
  return Buffer.concat(parts);
};
