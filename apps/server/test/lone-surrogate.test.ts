import { messages } from '@balasin/shared/messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, json, request, type TestServer } from './helpers.ts';
import { messagingClient } from './messaging-helpers.ts';

/**
 * Found by walking the API: "\ud800" alone in a JSON string was accepted and stored as U+FFFD,
 * so what was kept differed from what was sent, with a 2xx. It is a 400 now, in any input;
 * an emoji (a surrogate pair) is text like any other.
 */
let server: TestServer;
const { connectedNumber, api } = messagingClient(() => server);

beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(async () => {
  await server.close();
});

it('refuses half a surrogate pair in a body with 400 and stores nothing; an emoji passes', async () => {
  const { jar, token } = await connectedNumber({ connect: false });
  const before = json<unknown[]>(
    await request(server, jar, { method: 'GET', url: '/api/whatsapp-numbers' }),
  );
  const named = await request(server, jar, {
    method: 'POST',
    url: '/api/whatsapp-numbers',
    payload: { number: '+628123450001', name: 'Toko\ud800Sari' },
  });
  expect(named.statusCode, named.body).toBe(400);
  expect(json<{ message: string }>(named).message).toBe(messages.loneSurrogate);
  expect(
    json<unknown[]>(await request(server, jar, { method: 'GET', url: '/api/whatsapp-numbers' })),
  ).toHaveLength(before.length);

  for (const body of ['Halo \udc00', '\ud83d', 'ok']) {
    const sent = await api(token, 'POST', '/api/v1/messages', {
      to: '+6281234567890',
      type: 'text',
      text: { body },
      ...(body === 'ok' ? { ['key\ud800']: 1 } : {}),
    });
    expect(sent.statusCode, JSON.stringify(body)).toBe(400);
    expect(json<{ message: string }>(sent).message).toBe(messages.loneSurrogate);
  }
  const emoji = await api(token, 'POST', '/api/v1/messages', {
    to: '+6281234567890',
    type: 'text',
    text: { body: 'Siap kak 😀🙏' },
  });
  expect(emoji.statusCode, emoji.body).toBe(202);
});
