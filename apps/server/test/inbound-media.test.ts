import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineMessages, messagingMessages } from '@balasin/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderMediaStore } from '../src/media/folder-media-store.ts';
import { createTestServer, json, request, type TestServer } from './helpers.ts';
import { type Message, messagingClient, until } from './messaging-helpers.ts';

type Received = Message & {
  type: string;
  media?: {
    url?: string;
    filename?: string;
    mime_type?: string;
    size?: number;
    error?: string;
    latitude?: number;
    longitude?: number;
    name?: string;
  };
};

/** Small enough for the sandbox (64 KB), and a cap between them for the over-cap file. */
const CAP = 40_000;

let server: TestServer;
let mediaDir: string;
const client = messagingClient(() => server);
const { api, connectedNumber, inbound, inboundRaw } = client;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'balasin-media-'));
  // The default store: files in a local folder.
  server = await createTestServer({
    media: { store: createFolderMediaStore(mediaDir), maxBytes: CAP },
  });
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const base64 = (bytes: Buffer) => bytes.toString('base64');

/** The number's inbound messages, newest first, once `count` of them are stored. */
const receivedMessages = (token: string, count: number) =>
  until(`${count} inbound messages`, async () => {
    const items = json<{ items: Received[] }>(
      await api(token, 'GET', '/api/v1/messages?direction=inbound&limit=100'),
    ).items;
    return items.length >= count ? items : undefined;
  });

const sendFile = async (
  owner: Awaited<ReturnType<typeof connectedNumber>>,
  from: string,
  media: { type: string; mime_type: string; filename?: string; bytes: Buffer },
  caption?: string,
) => {
  const { bytes, ...rest } = media;
  const response = await inboundRaw(owner.jar, owner.numberId, {
    from,
    ...(caption ? { text: caption } : {}),
    media: { ...rest, data_base64: base64(bytes) },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response;
};

const expectFile = (
  response: LightMyRequestResponse,
  expected: { bytes: Buffer; type: string; disposition: RegExp },
) => {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.rawPayload.equals(expected.bytes)).toBe(true);
  expect(response.headers['content-type']).toBe(expected.type);
  expect(response.headers['content-disposition']).toMatch(expected.disposition);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
};

describe('files and places from customers', () => {
  it('keeps an image, a document, audio and a location with their types, and serves the bytes back whole through both paths', async () => {
    const owner = await connectedNumber();
    const customer = '+6285711110001';
    const image = randomBytes(30_000);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(5_000)]);
    const audio = randomBytes(12_000);
    await sendFile(
      owner,
      customer,
      { type: 'image', mime_type: 'image/jpeg', bytes: image },
      'Barangnya rusak',
    );
    await sendFile(owner, customer, {
      type: 'document',
      mime_type: 'application/pdf',
      filename: 'pesanan 1042.pdf',
      bytes: pdf,
    });
    await sendFile(owner, customer, {
      type: 'audio',
      mime_type: 'audio/ogg; codecs=opus',
      bytes: audio,
    });
    const place = await inboundRaw(owner.jar, owner.numberId, {
      from: customer,
      location: { latitude: -6.2088, longitude: 106.8456, name: 'Toko Budi' },
    });
    expect(place.statusCode, place.body).toBe(202);

    const [location, voice, document, photo] = await receivedMessages(owner.token, 4);
    expect(photo).toMatchObject({
      type: 'image',
      direction: 'inbound',
      from: customer,
      text: 'Barangnya rusak',
      media: {
        mime_type: 'image/jpeg',
        size: image.length,
        url: `/api/v1/messages/${photo?.id}/media`,
      },
    });
    expect(document).toMatchObject({
      type: 'document',
      media: { mime_type: 'application/pdf', filename: 'pesanan 1042.pdf', size: pdf.length },
    });
    expect(voice).toMatchObject({ type: 'audio', media: { size: audio.length } });
    expect(location).toMatchObject({
      type: 'location',
      media: { latitude: -6.2088, longitude: 106.8456, name: 'Toko Budi' },
    });
    expect(location?.media?.url).toBeUndefined();
    for (const message of [photo, document, voice]) expect(message?.media?.error).toBeUndefined();

    // The file a message names is one GET away, with the same token.
    const photoUrl = photo?.media?.url ?? '';
    expectFile(await api(owner.token, 'GET', photoUrl), {
      bytes: image,
      type: 'image/jpeg',
      disposition: new RegExp(`^inline; filename=image-${photo?.id}\\.jpeg$`),
    });
    expectFile(await api(owner.token, 'GET', document?.media?.url ?? ''), {
      bytes: pdf,
      type: 'application/pdf',
      disposition: /^attachment; filename="pesanan 1042\.pdf"$/,
    });
    expectFile(await api(owner.token, 'GET', voice?.media?.url ?? ''), {
      bytes: audio,
      type: 'audio/ogg',
      disposition: /^inline;/,
    });

    // The dashboard reads the same bytes with the owner's session cookie.
    for (const [message, bytes] of [
      [photo, image],
      [document, pdf],
      [voice, audio],
    ] as const) {
      const response = await request(server, owner.jar, {
        method: 'GET',
        url: `/api/messages/${message?.id}/media`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }

    // A place has no file.
    const none = await api(owner.token, 'GET', `/api/v1/messages/${location?.id}/media`);
    expect(none.statusCode).toBe(404);
    expect(json(none)).toMatchObject({ error: messagingMessages.mediaNotFound });

    // The files are in the folder, under the number.
    expect(await readdir(join(mediaDir, owner.numberId))).toHaveLength(3);
  });

  it('keeps a file over the cap as a message with its type and size, and says why it has no bytes', async () => {
    const owner = await connectedNumber();
    const big = randomBytes(CAP + 1);
    await sendFile(owner, '+6285711110002', {
      type: 'image',
      mime_type: 'image/png',
      bytes: big,
    });
    const [message] = await receivedMessages(owner.token, 1);
    expect(message).toMatchObject({
      type: 'image',
      media: {
        mime_type: 'image/png',
        size: CAP + 1,
        error: messagingMessages.mediaTooLarge(CAP),
      },
    });
    expect(message?.media?.url).toBeUndefined();
    expect(messagingMessages.mediaTooLarge(CAP)).toContain('39.1\u00a0KB');
    const file = await api(owner.token, 'GET', `/api/v1/messages/${message?.id}/media`);
    expect(file.statusCode).toBe(404);
  });

  it('keeps the message when the store fails, and goes on with the next ones', async () => {
    const owner = await connectedNumber();
    // Where this number's files go is a plain file: every write under it fails (ENOTDIR).
    await writeFile(join(mediaDir, owner.numberId), 'not a folder');
    await sendFile(
      owner,
      '+6285711110003',
      { type: 'document', mime_type: 'application/pdf', filename: 'a.pdf', bytes: randomBytes(99) },
      'Ini invoicenya',
    );
    await inbound(owner.jar, owner.numberId, '+6285711110003', 'Sudah terima?');
    const [text, document] = await receivedMessages(owner.token, 2);
    expect(document).toMatchObject({
      type: 'document',
      text: 'Ini invoicenya',
      media: { filename: 'a.pdf', size: 99, error: messagingMessages.mediaUnavailable },
    });
    expect(document?.media?.url).toBeUndefined();
    expect(text).toMatchObject({ type: 'text', text: 'Sudah terima?' });
  });

  it("answers 404 to another number's token and another owner's cookie, and refuses a token in the URL", async () => {
    const owner = await connectedNumber();
    const stranger = await connectedNumber();
    await sendFile(owner, '+6285711110004', {
      type: 'image',
      mime_type: 'image/webp',
      bytes: randomBytes(500),
    });
    const [message] = await receivedMessages(owner.token, 1);
    const url = `/api/v1/messages/${message?.id}/media`;
    expect((await api(owner.token, 'GET', url)).statusCode).toBe(200);

    const foreign = await api(stranger.token, 'GET', url);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({
      error: messagingMessages.messageNotFound,
      code: 'NOT_FOUND',
    });
    const foreignCookie = await request(server, stranger.jar, {
      method: 'GET',
      url: `/api/messages/${message?.id}/media`,
    });
    expect(foreignCookie.statusCode).toBe(404);

    const inQuery = await api(undefined, 'GET', `${url}?token=${owner.token}`);
    expect(inQuery.statusCode).toBe(401);
    expect(json(inQuery)).toMatchObject({ error: messagingMessages.tokenInUrl });
    // The cookie opens the dashboard's path only.
    const cookieOnApi = await request(server, owner.jar, { method: 'GET', url });
    expect(cookieOnApi.statusCode).toBe(401);
    expect((await api(owner.token, 'GET', '/api/v1/messages/not-an-id/media')).statusCode).toBe(
      404,
    );
  });

  it('serves a hostile file as an attachment that cannot run, under a name with no path', async () => {
    const owner = await connectedNumber();
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    await sendFile(owner, '+6285711110005', {
      type: 'document',
      mime_type: 'text/html',
      filename: '../../etc/passwd\r\n.html',
      bytes: page,
    });
    const [message] = await receivedMessages(owner.token, 1);
    const response = await api(owner.token, 'GET', message?.media?.url ?? '');
    expectFile(response, {
      bytes: page,
      type: 'text/html',
      disposition: /^attachment; filename=passwd\.html$/,
    });
  });
});

describe('what the sandbox takes', () => {
  it('refuses a file and a location together, text with a location, bad base64 and files over 64 KB', async () => {
    const owner = await connectedNumber({ connect: false });
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          media: { type: 'image', mime_type: 'image/png', data_base64: 'AAAA' },
          location: { latitude: 1, longitude: 2 },
        },
        engineMessages.sandboxOneKind,
      ],
      [
        { text: 'di sini', location: { latitude: 1, longitude: 2 } },
        engineMessages.sandboxLocationNoText,
      ],
      [
        { media: { type: 'image', mime_type: 'image/png', data_base64: 'not base64!' } },
        engineMessages.sandboxFileData,
      ],
      [
        { media: { type: 'image', mime_type: 'png', data_base64: 'AAAA' } },
        engineMessages.sandboxMimeType,
      ],
      [
        {
          media: {
            type: 'document',
            mime_type: 'application/pdf',
            data_base64: base64(randomBytes(70_000)),
          },
        },
        engineMessages.sandboxFileTooLarge,
      ],
      [{}, engineMessages.sandboxTextRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await inboundRaw(owner.jar, owner.numberId, {
        from: '+6285711110006',
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 100)).toBe(400);
      expect(json(response).error).toBe(message);
    }
  });

  it("shows the customer's own chat what they sent", async () => {
    const owner = await connectedNumber();
    await sendFile(
      owner,
      '+6285711110007',
      {
        type: 'document',
        mime_type: 'application/pdf',
        filename: 'katalog.pdf',
        bytes: randomBytes(10),
      },
      'Ini katalognya',
    );
    const place = await inboundRaw(owner.jar, owner.numberId, {
      from: '+6285711110007',
      location: { latitude: -6.2, longitude: 106.8 },
    });
    expect(json(place).text).toBe('[location] -6.2, 106.8');
    const chat = json<{ items: { text: string }[] }>(
      await request(server, owner.jar, {
        method: 'GET',
        url: `/api/whatsapp-numbers/${owner.numberId}/sandbox/messages?contact=%2B6285711110007`,
      }),
    );
    expect(chat.items.map((m) => m.text)).toContain('[document] katalog.pdf\nIni katalognya');
  });
});
