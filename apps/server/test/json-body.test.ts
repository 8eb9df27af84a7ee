import { messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from './helpers.ts';
import { messagingClient } from './messaging-helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ contactRateLimit: { max: 100, timeWindowMs: 60_000 } });
});
afterAll(() => server.close());

const tooDeep = {
  error: messages.tooDeeplyNested,
  message: messages.tooDeeplyNested,
  code: 'BAD_REQUEST',
};

/** tRPC answers in its own error shape, with the same message and code. */
const expectTrpcTooDeep = (response: { json: () => unknown }) => {
  expect(response.json()).toMatchObject({
    error: { message: messages.tooDeeplyNested, data: { code: 'BAD_REQUEST', httpStatus: 400 } },
  });
};

const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

const post = (url: string, payload: string, contentType = 'application/json') =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('deeply nested JSON', () => {
  const routes = ['/api/auth/login', '/trpc/auth.login', '/api/contact', '/api/whatsapp-numbers'];
  const bodies: [string, string][] = [
    ['5,000 nested objects', objects(5000)],
    ['40,000 nested arrays', arrays(40_000)],
    ['a batch of nested arrays', `{"0":${arrays(3000)}}`],
  ];

  it.each(routes.flatMap((route) => bodies.map(([what, body]) => [route, what, body] as const)))(
    'is a 400 on %s (%s)',
    async (route, _what, body) => {
      const response = await post(route, body);
      expect(response.statusCode, response.body).toBe(400);
      if (route.startsWith('/trpc/')) expectTrpcTooDeep(response);
      else expect(json(response)).toEqual(tooDeep);
    },
  );

  it('is a 400 in a tRPC query string too', async () => {
    const input = encodeURIComponent(arrays(5000));
    const response = await server.app.inject({
      method: 'GET',
      url: `/trpc/auth.user?input=${input}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expectTrpcTooDeep(response);
  });

  it('leaves ordinary nesting (and brackets inside strings) to the validators', async () => {
    const response = await post(
      '/api/contact',
      JSON.stringify({ name: '[[[[{{{{'.repeat(10), email: 'x', message: objects(40) }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).not.toBe(messages.tooDeeplyNested);
  });
});

describe('media types', () => {
  const contact = {
    name: 'Budi Santoso',
    email: 'budi@example.com',
    message: 'Halo, saya ingin tahu apakah paket Lite bisa untuk dua cabang toko.',
  };

  it.each([
    ['/api/contact', 'APPLICATION/JSON', 201],
    ['/api/contact', 'Application/Json; Charset=UTF-8', 201],
    ['/trpc/contact.send', 'APPLICATION/JSON', 200],
  ])('accepts %s with Content-Type %s', async (url, type, status) => {
    const response = await post(url, JSON.stringify(contact), type);
    expect(response.statusCode, response.body).toBe(status);
  });

  it('still refuses a body that is not JSON with 415', async () => {
    const response = await post('/api/contact', 'name=Budi', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
  });
});

describe('a body that is not a JSON object', () => {
  const { connectedNumber } = messagingClient(() => server);
  const notObject = {
    error: messages.bodyNotObject,
    message: messages.bodyNotObject,
    code: 'BAD_REQUEST',
  };
  const put = (url: string, cookie: string, payload: string) =>
    server.app.inject({
      method: 'PUT',
      url,
      payload,
      headers: { 'content-type': 'application/json', cookie },
    });

  it.each([
    ['an empty array', '[]'],
    ['an array of the fields', '[{"enabled":true}]'],
    ['a string', '"on"'],
    ['a number', '1'],
    ['true', 'true'],
    ['null', 'null'],
  ])(
    'is a 400 on PUT /api/whatsapp-numbers/{id}/bot (%s), and changes nothing',
    async (_what, body) => {
      const owner = await connectedNumber({ connect: false });
      const url = `/api/whatsapp-numbers/${owner.numberId}/bot`;
      const cookie = owner.jar.header();
      const response = await put(url, cookie, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual(notObject);
      const settings = await server.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(json(settings)).toMatchObject({ enabled: false });
      // An object naming no field is still a valid change of nothing.
      expect((await put(url, cookie, '{}')).statusCode).toBe(200);
    },
  );
});
