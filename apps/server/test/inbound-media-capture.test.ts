import { buffer } from 'node:stream/consumers';
import { messagingMessages } from '@balasin/shared';
import { type InboundMessage, readCapped } from '@balasin/whatsapp';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createInboundMedia } from '../src/media/inbound-media.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';

const NUMBER = '6f0c2a9e-3b1d-4c5e-8f7a-9b0c1d2e3f40';

const photo = (media: InboundMessage['media']): InboundMessage => ({
  externalId: 'X1',
  from: { phone: '6281' },
  chat: 'direct',
  kind: 'message',
  fromMe: false,
  type: 'image',
  media,
  timestamp: new Date(),
});

const setup = (maxBytes = 100) => {
  const store = createMemoryMediaStore();
  const media = createInboundMedia({
    store,
    maxBytes,
    log: pino({ level: 'silent' }),
    downloadTimeoutMs: 50,
  });
  return { store, media };
};

/** A download as a driver streams it: chunk by chunk, counted against the cap. */
const streamed =
  (sizes: number[]) =>
  async ({ maxBytes }: { maxBytes: number }) =>
    readCapped(
      (async function* () {
        for (const size of sizes) yield new Uint8Array(size);
      })(),
      maxBytes,
    );

describe('keeping what WhatsApp gave with a message', () => {
  it('stores the bytes under the number and describes them; discard takes them back', async () => {
    const { store, media } = setup();
    const captured = await media.capture(
      NUMBER,
      photo({ mimeType: 'image/jpeg', download: streamed([40, 40]) }),
    );
    expect(captured.value).toMatchObject({ mime_type: 'image/jpeg', size: 80 });
    const key = String(captured.value?.key);
    expect(key.startsWith(`${NUMBER}/`)).toBe(true);
    const stored = await store.get(key);
    expect(stored && (await buffer(stored)).length).toBe(80);
    await captured.discard();
    expect(await store.get(key)).toBeNull();
  });

  it('says why the bytes are missing: over the cap (given or counted), no download, a hang', async () => {
    const { media } = setup();
    const tooLarge = { error: messagingMessages.mediaTooLarge(100) };
    const unavailable = { error: messagingMessages.mediaUnavailable };
    let asked = false;
    const given = await media.capture(
      NUMBER,
      photo({
        size: 101,
        download: async () => {
          asked = true;
          return new Uint8Array(101);
        },
      }),
    );
    expect(given.value).toEqual({ size: 101, ...tooLarge });
    expect(asked).toBe(false);
    const counted = await media.capture(NUMBER, photo({ download: streamed([60, 60]) }));
    expect(counted.value).toEqual(tooLarge);
    expect((await media.capture(NUMBER, photo({ mimeType: 'image/png' }))).value).toEqual({
      mime_type: 'image/png',
      ...unavailable,
    });
    const hung = await media.capture(NUMBER, photo({ download: () => new Promise(() => {}) }));
    expect(hung.value).toEqual(unavailable);
  });

  it('keeps a place as its coordinates and a text as nothing', async () => {
    const { media } = setup();
    const place = await media.capture(NUMBER, {
      ...photo(undefined),
      type: 'location',
      location: { latitude: -6.2, longitude: 106.8 },
    });
    expect(place.value).toEqual({ latitude: -6.2, longitude: 106.8 });
    expect((await media.capture(NUMBER, { ...photo(undefined), type: 'text' })).value).toBeNull();
  });
});
