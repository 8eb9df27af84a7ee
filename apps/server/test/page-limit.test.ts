import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument } from '@balasin/api';
import { messagingMessages } from '@balasin/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APP_URL,
  adminJar,
  type CookieJar,
  createTestServer,
  customer,
  json,
  request,
  type TestServer,
} from './helpers.ts';
import { messagingClient } from './messaging-helpers.ts';

/**
 * Every documented list that pages with `limit` (a third party's with its API token, the
 * dashboard's with the owner's session, the admin's with an admin's), read from the OpenAPI document so a new one is
 * covered without a line here: however `limit` is wrong, the answer is a 400 that says what is
 * allowed, in the caller's terms (zod's own words named NaN for `limit=abc`).
 */
type Parameter = { in: string; name: string; schema?: { maximum?: number } };
const document = buildOpenApiDocument(`${APP_URL}/api`) as unknown as {
  paths: Record<string, { get?: { parameters?: Parameter[] } }>;
};
const lists = Object.entries(document.paths).flatMap(([path, methods]) => {
  const limit = methods.get?.parameters?.find((p) => p.in === 'query' && p.name === 'limit');
  return limit ? [{ path, max: limit.schema?.maximum as number }] : [];
});

let server: TestServer;
let owner: CookieJar;
let admin: CookieJar;
let token: string;
const { connectedNumber } = messagingClient(() => server);

beforeAll(async () => {
  server = await createTestServer();
  owner = (await customer(server)).jar;
  admin = await adminJar(server);
  token = (await connectedNumber({ connect: false })).token;
}, 120_000);
afterAll(async () => {
  await server.close();
});

it('finds the paged lists in the document', () => {
  expect(lists.map((list) => list.path)).toEqual(
    expect.arrayContaining(['/conversations', '/contacts', '/invoices', '/v1/messages']),
  );
  for (const list of lists) expect(list.max, list.path).toBeGreaterThan(1);
});

it.each(lists)(
  'GET $path: a wrong limit is a 400 that says what is allowed',
  async ({ path, max }) => {
    const url = `/api${path.replace(/\{[^}]+\}/g, randomUUID())}`;
    const jar = path.startsWith('/admin') ? admin : owner;
    for (const query of [
      'limit=abc',
      'limit=0',
      'limit=2.5',
      `limit=${max + 1}`,
      'limit=2&limit=3',
    ]) {
      const response = path.startsWith('/v1/')
        ? await server.app.inject({
            method: 'GET',
            url: `${url}?${query}`,
            headers: { authorization: `Bearer ${token}` },
          })
        : await request(server, jar, { method: 'GET', url: `${url}?${query}` });
      expect(response.statusCode, `${url}?${query}: ${response.body}`).toBe(400);
      expect(json<{ message: string }>(response).message, query).toBe(
        messagingMessages.pageLimitInvalid(max),
      );
    }
  },
);
