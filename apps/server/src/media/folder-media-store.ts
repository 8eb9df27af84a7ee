import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaStore } from '@balasin/api';
import { keyParts } from './media-key.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a local folder, one per key (`<root>/<number id>/<uuid>`). A write goes to a
 * temporary name first and is renamed into place, so a reader never sees half a file.
 */
export const createFolderMediaStore = (root: string): MediaStore => {
  const pathOf = (key: string) => join(root, ...keyParts(key));
  return {
    put: async (key, bytes) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      try {
        return (await open(pathOf(key), 'r')).createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
