import { createCipheriv, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getMediaKeys, type proto, type WAMessage } from 'baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from '../connection.ts';
import { MediaTooLargeError } from '../errors.ts';
import { createMemoryAuthStore } from '../memory-auth-store.ts';
import type { InboundMessage } from '../types.ts';
import { createBaileysDriver } from './driver.ts';
import { FakeSocket } from './fake-socket.test-support.ts';
import { isWhatsAppMediaHost } from './media.ts';

/**
 * WhatsApp's media server, played by a local HTTP server: files are stored AES-256-CBC
 * encrypted with keys derived from each message's media key, a 10-byte MAC appended, exactly as
 * Baileys expects to download them. Paths not stored answer 404, as an expired file does.
 */
const files = new Map<string, Buffer>();
const requests: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const file = files.get(request.url ?? '');
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

const upload = async (
  path: string,
  plain: Buffer,
  mediaKey: Buffer,
  type: 'image' | 'document',
) => {
  const { cipherKey, iv } = await getMediaKeys(mediaKey, type);
  const cipher = createCipheriv('aes-256-cbc', cipherKey, iv);
  files.set(path, Buffer.concat([cipher.update(plain), cipher.final(), randomBytes(10)]));
};

/** `isMediaHost`: this machine plays WhatsApp's media servers unless a test says otherwise. */
const world = async (isMediaHost: (host: string) => boolean = () => true) => {
  const sockets: FakeSocket[] = [];
  const driver = createBaileysDriver({
    makeSocket: (config) => {
      const socket = new FakeSocket(config);
      sockets.push(socket);
      return socket;
    },
    isMediaHost,
  });
  const messages: InboundMessage[] = [];
  const connection = createConnection({
    numberId: 'number-1',
    phone: '6281234567890',
    driver,
    method: 'qr',
    auth: createMemoryAuthStore(),
    onChange: () => {},
    onMessage: (message) => messages.push(message),
    onStatus: () => {},
    onIdentities: () => {},
  });
  connection.start();
  while (!sockets[0]) await new Promise((tick) => setTimeout(tick, 5));
  const socket = sockets[0];
  socket.open();
  return { connection, socket, messages };
};

const received = (socket: FakeSocket, id: string, message: proto.IMessage): WAMessage => {
  const full: WAMessage = {
    key: { id, remoteJid: '6289876543210@s.whatsapp.net', fromMe: false },
    messageTimestamp: 1_763_000_000,
    message,
  };
  socket.ev.emit('messages.upsert', { type: 'notify', messages: [full] });
  return full;
};

describe('Baileys driver: inbound media bytes', () => {
  it('downloads and decrypts a received image, which carries its metadata too', async () => {
    const { connection, socket, messages } = await world();
    const plain = randomBytes(70_000);
    const mediaKey = randomBytes(32);
    await upload('/photo.enc', plain, mediaKey, 'image');
    received(socket, 'IMG1', {
      imageMessage: {
        url: `${origin}/photo.enc`,
        mediaKey,
        mimetype: 'image/jpeg',
        fileLength: plain.length,
        caption: 'rusak',
      },
    });
    const [message] = messages;
    expect(message).toMatchObject({
      type: 'image',
      text: 'rusak',
      media: { mimeType: 'image/jpeg', size: plain.length, caption: 'rusak' },
    });
    const bytes = await message?.media?.download?.({ maxBytes: 1_000_000 });
    expect(Buffer.from(bytes ?? []).equals(plain)).toBe(true);
    expect(socket.reuploads).toEqual([]);
    await connection.stop();
  });

  it("fetches nothing from an address outside WhatsApp's media servers", async () => {
    const { connection, socket, messages } = await world(isWhatsAppMediaHost);
    const mediaKey = randomBytes(32);
    await upload('/internal.enc', Buffer.from('internal'), mediaKey, 'image');
    received(socket, 'IMG2', {
      imageMessage: { url: `${origin}/internal.enc`, mediaKey, mimetype: 'image/jpeg' },
    });
    await expect(messages[0]?.media?.download?.({ maxBytes: 1_000 })).rejects.toThrow(
      /not on WhatsApp's media servers \(127\.0\.0\.1\)/,
    );
    expect(requests).not.toContain('/internal.enc');
    expect(['mmg.whatsapp.net', 'media-sin6-1.cdn.whatsapp.net'].every(isWhatsAppMediaHost)).toBe(
      true,
    );
    expect(['whatsapp.net.evil.example', 'evilwhatsapp.net'].some(isWhatsAppMediaHost)).toBe(false);
    await connection.stop();
  });

  it('asks the phone to upload an expired file again, then downloads the new copy', async () => {
    const { connection, socket, messages } = await world();
    const plain = Buffer.from('%PDF-1.4 invoice');
    const mediaKey = randomBytes(32);
    await upload('/fresh.enc', plain, mediaKey, 'document');
    socket.reuploaded = (message) => ({
      ...message,
      message: {
        documentMessage: { ...message.message?.documentMessage, url: `${origin}/fresh.enc` },
      },
    });
    const original = received(socket, 'DOC1', {
      documentMessage: {
        url: `${origin}/expired.enc`,
        mediaKey,
        mimetype: 'application/pdf',
        fileName: 'invoice.pdf',
      },
    });
    const bytes = await messages[0]?.media?.download?.({ maxBytes: 1_000 });
    expect(Buffer.from(bytes ?? []).toString()).toBe('%PDF-1.4 invoice');
    expect(socket.reuploads).toEqual([original]);
    expect(requests).toContain('/expired.enc');
    await connection.stop();
  });

  it('stops a download past the cap, and reports a server error as one', async () => {
    const { connection, socket, messages } = await world();
    const mediaKey = randomBytes(32);
    await upload('/big.enc', randomBytes(200_000), mediaKey, 'image');
    received(socket, 'BIG', { imageMessage: { url: `${origin}/big.enc`, mediaKey } });
    await expect(messages[0]?.media?.download?.({ maxBytes: 50_000 })).rejects.toBeInstanceOf(
      MediaTooLargeError,
    );

    // Still missing after the phone's re-upload: the error reaches the caller, once.
    received(socket, 'GONE', { imageMessage: { url: `${origin}/gone.enc`, mediaKey } });
    await expect(messages[1]?.media?.download?.({ maxBytes: 50_000 })).rejects.toThrow(/404|fetch/);
    expect(socket.reuploads).toHaveLength(1);
    await connection.stop();
  });
});
