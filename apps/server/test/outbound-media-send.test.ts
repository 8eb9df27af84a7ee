import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messagingMessages } from '@balasin/shared';
import { createBaileysDriver } from '@balasin/whatsapp/baileys';
import { FakeSocket } from '@balasin/whatsapp/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundMediaFetcher } from '../src/media/fetch-outbound-media.ts';
import { connectStandInNumber } from './baileys-stand-in.ts';
import { createTestServer, customer, json, request, type TestServer } from './helpers.ts';
import { messagingClient, uniqueNumber, until } from './messaging-helpers.ts';

/**
 * A WhatsApp Web number (Baileys over a stand-in socket, WhatsApp's side played by the test) sends
 * an image and a document by URL: the server fetches each file from a real HTTP server and hands
 * Baileys the bytes; a file the URL cannot give for good (404) fails its message at once with the
 * reason, without the five attempts a passing failure gets.
 */
const PHOTO = Buffer.from('katalog, as bytes');
const MENU = Buffer.from('%PDF menu');

let files: Server;
let origin: string;
let server: TestServer;
const sockets: FakeSocket[] = [];

beforeAll(async () => {
  files = createServer((req, res) => {
    if (req.url === '/katalog.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
    else if (req.url === '/menu.pdf') res.writeHead(200).end(MENU);
    else res.writeHead(404).end();
  });
  files.listen(0, '127.0.0.1');
  await once(files, 'listening');
  origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  server = await createTestServer({
    engine: {
      baileys: createBaileysDriver({
        makeSocket: (config) => {
          const socket = new FakeSocket(config);
          sockets.push(socket);
          return socket;
        },
        // Private addresses allowed: the files are served from this machine.
        fetchMedia: createOutboundMediaFetcher({ allowPrivate: true, timeoutMs: 2_000 }),
      }),
    },
  });
});
afterAll(async () => {
  await server.close();
  files.close();
});

const { api } = messagingClient(() => server);

type Sent = { status: string; error?: string | null };

describe('images and documents sent by URL through WhatsApp Web', () => {
  it('go out as the fetched bytes; a missing file fails its message at once', async () => {
    const { jar } = await customer(server, { active: true });
    const { number, socket } = await connectStandInNumber(server, jar, sockets);
    const token = json<{ token: string }>(
      await request(server, jar, {
        method: 'POST',
        url: `/api/whatsapp-numbers/${number.id}/tokens`,
        payload: { name: 'Shop backend' },
      }),
    ).token;

    const send = async (payload: Record<string, unknown>) =>
      json<{ id: string }>(
        await api(token, 'POST', '/api/v1/messages', { to: '+6281234567890', ...payload }),
      ).id;
    const photo = await send({ type: 'image', image: { url: `${origin}/katalog.jpg` } });
    const menu = await send({
      type: 'document',
      document: { url: `${origin}/menu.pdf`, filename: 'menu.pdf' },
    });
    const missing = await send({ type: 'image', image: { url: `${origin}/hilang.jpg` } });

    const settled = async (id: string) =>
      until(
        `message ${id} settled`,
        async () => {
          const message = json<Sent>(await api(token, 'GET', `/api/v1/messages/${id}`));
          return message.status === 'queued' ? undefined : message;
        },
        20_000,
      );
    expect(await settled(photo)).toMatchObject({ status: 'sent' });
    expect(await settled(menu)).toMatchObject({ status: 'sent' });
    expect(await settled(missing)).toMatchObject({
      status: 'failed',
      error: messagingMessages.mediaUrlStatus(404),
    });
    expect(socket.sent.map((sent) => sent.content)).toEqual([
      { image: PHOTO },
      { document: MENU, mimetype: 'application/pdf', fileName: 'menu.pdf' },
    ]);
  }, 40_000);
});
