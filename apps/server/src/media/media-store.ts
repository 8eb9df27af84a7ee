import type { MediaStore } from '@balasin/api';
import { createFolderMediaStore } from './folder-media-store.ts';
import { createMemoryMediaStore } from './memory-media-store.ts';

/** The media store MEDIA_DIR names: a local folder, or this process's memory for `memory://`. */
export const createMediaStore = (mediaDir: string): MediaStore =>
  mediaDir.startsWith('memory://') ? createMemoryMediaStore() : createFolderMediaStore(mediaDir);
