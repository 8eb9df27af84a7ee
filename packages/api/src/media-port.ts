import type { Readable } from 'node:stream';

/**
 * Where received files' bytes live, by key (`<number id>/<uuid>`; `/`-separated names of
 * letters, digits and dashes). A local folder by default; anything that can put, get and delete
 * by key (an object store) fits.
 */
export type MediaStore = {
  /** Writes the bytes under the key whole, or not at all. */
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes under the key as a stream; null when nothing is stored there. */
  get: (key: string) => Promise<Readable | null>;
  /** Removes the key; removing what is not there is no error. */
  delete: (key: string) => Promise<void>;
};

export type MediaConfig = {
  store: MediaStore;
  /** Files larger than this are not downloaded (MEDIA_MAX_BYTES). */
  maxBytes: number;
};

/** What a message row's `media` holds about a received file (snake_case, as the API shows it). */
export type StoredMedia = {
  mime_type?: string;
  filename?: string;
  size?: number;
  /** Where the bytes are in the media store; absent when they were not kept. */
  key?: string;
  /** Why the bytes were not kept. */
  error?: string;
};

/** The public path of a message's file: the API token's; the dashboard's is `/api/messages/…`. */
export const mediaPath = (messageId: string) => `/api/v1/messages/${messageId}/media`;
