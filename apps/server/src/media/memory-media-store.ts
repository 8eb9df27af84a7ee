import { Readable } from 'node:stream';
import type { MediaStore } from '@balasin/api';
import { keyParts } from './media-key.ts';

/** Bytes in this process's memory: for `DATA_DIR=memory://` and tests; gone on restart. */
export const createMemoryMediaStore = (): MediaStore => {
  const files = new Map<string, Buffer>();
  return {
    put: async (key, bytes) => {
      keyParts(key);
      files.set(key, Buffer.from(bytes));
    },
    get: async (key) => {
      const bytes = files.get(key);
      return bytes ? Readable.from([bytes]) : null;
    },
    delete: async (key) => {
      files.delete(key);
    },
  };
};
