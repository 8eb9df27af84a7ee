import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MediaConfig, StoredMedia } from '@balasin/api';
import { MEDIA_LIMITS, messagingMessages } from '@balasin/shared';
import { type InboundMessage, MediaTooLargeError } from '@balasin/whatsapp';
import type { FastifyBaseLogger } from 'fastify';

/** A message's `media` value, and how to take back its stored bytes if the row is not written. */
export type CapturedMedia = {
  value: Record<string, unknown> | null;
  discard: () => Promise<void>;
};

const nothingToDiscard = async () => {};

class DownloadTimeoutError extends Error {
  constructor(ms: number) {
    super(`The download did not finish within ${ms} ms`);
  }
}

const within = async <T>(work: Promise<T>, ms: number) => {
  const stop = new AbortController();
  try {
    return await Promise.race([
      work,
      sleep(ms, undefined, { signal: stop.signal }).then(() => {
        throw new DownloadTimeoutError(ms);
      }),
    ]);
  } finally {
    stop.abort();
  }
};

/**
 * What WhatsApp gave with a received message, kept: a place as its coordinates, a file's
 * description always, and its bytes in the media store when they come within the size cap.
 * A file that is too large, cannot be downloaded or cannot be stored never costs the message:
 * its `media` then says why in `error`.
 */
export const createInboundMedia = (
  options: MediaConfig & { log: FastifyBaseLogger; downloadTimeoutMs?: number },
) => {
  const { store, maxBytes, log } = options;
  const timeoutMs = options.downloadTimeoutMs ?? MEDIA_LIMITS.downloadTimeoutMs;
  const tooLarge = { error: messagingMessages.mediaTooLarge(maxBytes) };
  const unavailable = { error: messagingMessages.mediaUnavailable };

  const keep = async (
    numberId: string,
    message: InboundMessage,
    media: NonNullable<InboundMessage['media']>,
  ): Promise<StoredMedia> => {
    if (media.size !== undefined && media.size > maxBytes) return tooLarge;
    const context = { numberId, externalId: message.externalId, type: message.type };
    if (!media.download) {
      log.warn(context, 'media: the driver offers no download; message kept without its file');
      return unavailable;
    }
    let bytes: Uint8Array;
    try {
      bytes = await within(media.download({ maxBytes }), timeoutMs);
    } catch (error) {
      if (error instanceof MediaTooLargeError) return tooLarge;
      log.warn({ ...context, err: error }, 'media: download failed; message kept without its file');
      return unavailable;
    }
    const key = `${numberId}/${randomUUID()}`;
    try {
      await store.put(key, bytes);
    } catch (error) {
      log.error({ ...context, err: error }, 'media: store failed; message kept without its file');
      return unavailable;
    }
    return { key, size: bytes.byteLength };
  };

  return {
    capture: async (numberId: string, message: InboundMessage): Promise<CapturedMedia> => {
      if (message.location) {
        const { latitude, longitude, name } = message.location;
        return {
          value: { latitude, longitude, ...(name ? { name } : {}) },
          discard: nothingToDiscard,
        };
      }
      const { media } = message;
      if (!media) return { value: null, discard: nothingToDiscard };
      const kept = await keep(numberId, message, media);
      const value: StoredMedia = {
        ...(media.mimeType ? { mime_type: media.mimeType } : {}),
        ...(media.fileName ? { filename: media.fileName } : {}),
        ...(media.size === undefined ? {} : { size: media.size }),
        ...kept,
      };
      const { key } = kept;
      return {
        value,
        discard: key
          ? () =>
              store.delete(key).catch((error: unknown) => {
                log.warn({ err: error, key }, 'media: an unused file was not removed');
              })
          : nothingToDiscard,
      };
    },
  };
};

export type InboundMedia = ReturnType<typeof createInboundMedia>;
