import { schema } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from './helpers.ts';
import { messagingClient } from './messaging-helpers.ts';

/**
 * A server as deployed (WEBHOOK_ALLOW_PRIVATE unset): an image or document whose URL names a
 * private host is refused when it is sent, not accepted and fetched later from inside our network.
 */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ webhooks: { allowPrivate: false } });
});
afterAll(() => server.close());

const { api, connectedNumber } = messagingClient(() => server);

describe('media URLs of messages sent through the API', () => {
  it.each([
    'http://127.0.0.1:8080/a.png',
    'http://[::1]/a.png',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://10.0.0.5/invoice.pdf',
    'http://192.168.1.20/a.png',
    'http://localhost:3000/api/health',
    'http://LOCALHOST./a.png',
    'http://admin.localhost/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://0x7f000001/a.png',
  ])('refuses %s with 400 and keeps nothing', async (url) => {
    const { numberId, token } = await connectedNumber({ connect: false });
    for (const payload of [
      { to: '+6281234567890', type: 'image', image: { url } },
      { to: '+6281234567890', type: 'document', document: { url, filename: 'a.pdf' } },
    ]) {
      const response = await api(token, 'POST', '/api/v1/messages', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({
        message: messagingMessages.mediaUrlPrivate,
        code: 'BAD_REQUEST',
      });
    }
    const rows = await server.db.db
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(eq(schema.messages.numberId, numberId));
    expect(rows).toEqual([]);
  });

  it('accepts a public address, to be fetched when the message is sent', async () => {
    const { token } = await connectedNumber({ connect: false });
    const response = await api(token, 'POST', '/api/v1/messages', {
      to: '+6281234567890',
      type: 'image',
      image: { url: 'https://cdn.example.com/katalog.jpg' },
    });
    expect(response.statusCode).toBe(202);
  });
});
