import { knowledgeMessages, messagingMessages, webhookMessages } from '@balasin/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, json, request, type TestServer } from './helpers.ts';
import { messagingClient } from './messaging-helpers.ts';

/**
 * A URL over 2048 characters is refused for its length, in the words of what it is for: the
 * string's own "must be an http(s) URL" covered every check before, so a long but valid URL was
 * told it was not a URL.
 */
let server: TestServer;
const { connectedNumber, api } = messagingClient(() => server);

beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(async () => {
  await server.close();
});

const longUrl = `https://shop.example.com/${'a'.repeat(2049 - 'https://shop.example.com/'.length)}`;

it('says a webhook, page or media URL over 2048 characters is too long, and takes one of 2048', async () => {
  expect(longUrl).toHaveLength(2049);
  const { jar, token } = await connectedNumber({ connect: false });
  const refusals = [
    [
      await request(server, jar, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: longUrl, events: ['message.received'] },
      }),
      webhookMessages.urlTooLong,
    ],
    [
      await request(server, jar, {
        method: 'POST',
        url: '/api/knowledge/documents',
        payload: { url: longUrl },
      }),
      knowledgeMessages.urlTooLong,
    ],
    [
      await api(token, 'POST', '/api/v1/messages', {
        to: '+6281234567890',
        type: 'image',
        image: { url: longUrl },
      }),
      messagingMessages.mediaUrlTooLong,
    ],
  ] as const;
  for (const [response, message] of refusals) {
    expect(response.statusCode, response.body).toBe(400);
    expect(json<{ message: string }>(response).message).toBe(message);
  }
  // At the limit the length is no reason: what follows is the URL's own check (its host).
  const atLimit = await request(server, jar, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: longUrl.slice(0, 2048), events: ['message.received'] },
  });
  expect(json<{ message: string }>(atLimit).message).not.toBe(webhookMessages.urlTooLong);
});
