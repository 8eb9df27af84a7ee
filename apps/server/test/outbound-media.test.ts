import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGING_LIMITS, messagingMessages } from '@balasin/shared';
import { MediaRefusedError } from '@balasin/whatsapp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundMediaFetcher } from '../src/media/fetch-outbound-media.ts';

/**
 * The file of an image or document sent through WhatsApp Web, fetched by us from the URL the API
 * caller gave, against a real HTTP server on this machine: a private address is refused unless
 * allowed, a final failure (4xx, too large) is a MediaRefusedError that fails the message at
 * once, a passing one (5xx, time-out) a plain error the send retries.
 */
const PHOTO = Buffer.from('a photo, as bytes');
const OVER_CAP = MESSAGING_LIMITS.outboundMediaMaxBytes + 1;

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/photo.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(PHOTO);
        return;
      case '/moved.jpg':
        response.writeHead(302, { location: '/photo.jpg' }).end();
        return;
      case '/gone.jpg':
        response.writeHead(404).end();
        return;
      case '/busy.jpg':
        response.writeHead(503).end();
        return;
      case '/declared-huge.pdf':
        // Says its size: refused before a byte of it is read.
        response.writeHead(200, { 'content-length': String(OVER_CAP) });
        response.write(Buffer.alloc(1024));
        return;
      case '/streamed-huge.pdf': {
        // Says nothing of its size: refused once the bytes read pass the cap.
        response.writeHead(200, { 'content-type': 'application/pdf' });
        const chunk = Buffer.alloc(1024 * 1024);
        let sent = 0;
        const more = () => {
          while (sent < OVER_CAP && !response.destroyed) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', more);
          }
          response.end();
        };
        more();
        return;
      }
      default:
        // Never answers: the fetch gives up at its time limit.
        return;
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const refusal = async (fetching: Promise<unknown>) => {
  const error = await fetching.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  return {
    final: error instanceof MediaRefusedError,
    reason: (error as Error).message,
  };
};

describe('a media URL fetched for WhatsApp Web', () => {
  const local = createOutboundMediaFetcher({ allowPrivate: true, timeoutMs: 500 });

  it('gives the file at the URL, redirects followed', async () => {
    expect(await local(`${origin}/photo.jpg`)).toEqual(PHOTO);
    expect(await local(`${origin}/moved.jpg`)).toEqual(PHOTO);
  });

  it.each([
    ['an IP', (o: string) => `${o}/photo.jpg`],
    ['a name', (o: string) => `${o.replace('127.0.0.1', 'localhost')}/photo.jpg`],
  ])('refuses a private address given as %s unless private ones are allowed', async (_, url) => {
    const guarded = createOutboundMediaFetcher({ allowPrivate: false });
    expect(await refusal(guarded(url(origin)))).toEqual({
      final: true,
      reason: messagingMessages.mediaUrlPrivate,
    });
  });

  it('refuses a cloud metadata address', async () => {
    const guarded = createOutboundMediaFetcher({ allowPrivate: false });
    expect(await refusal(guarded('http://169.254.169.254/latest/meta-data/'))).toEqual({
      final: true,
      reason: messagingMessages.mediaUrlPrivate,
    });
  });

  it('fails a missing file for good, and leaves a busy server to a retry', async () => {
    expect(await refusal(local(`${origin}/gone.jpg`))).toEqual({
      final: true,
      reason: messagingMessages.mediaUrlStatus(404),
    });
    expect(await refusal(local(`${origin}/busy.jpg`))).toEqual({
      final: false,
      reason: messagingMessages.mediaUrlStatus(503),
    });
  });

  it.each(['declared-huge.pdf', 'streamed-huge.pdf'])(
    'refuses %s, a file past the cap, for good',
    async (file) => {
      expect(await refusal(local(`${origin}/${file}`))).toEqual({
        final: true,
        reason: messagingMessages.mediaUrlTooLarge(MESSAGING_LIMITS.outboundMediaMaxBytes),
      });
    },
  );

  it('gives up on a server that does not answer, for a retry', async () => {
    expect(await refusal(local(`${origin}/silent.jpg`))).toEqual({
      final: false,
      reason: messagingMessages.mediaUrlTimeout(1),
    });
  });
});
