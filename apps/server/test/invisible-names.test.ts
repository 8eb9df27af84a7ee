import { messagingMessages } from '@balasin/shared';
import { messages } from '@balasin/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  createTestServer,
  customer,
  json,
  registration,
  request,
  type TestServer,
} from './helpers.ts';

/** A name made only of characters that show nothing is no name, wherever a name is asked. */
let server: TestServer;
let owner: CookieJar;
let numberId: string;

beforeAll(async () => {
  server = await createTestServer({ contactRateLimit: { max: 100, timeWindowMs: 60_000 } });
  owner = (await customer(server, { active: false })).jar;
  const added = await post(
    '/api/whatsapp-numbers',
    { number: uniqueNumber(), name: 'Token', test: true },
    owner,
  );
  numberId = json<{ id: string }>(added).id;
});
afterAll(() => server.close());

const INVISIBLE = ['\u200B', '\u200C\u200D', '\u2060\uFEFF', ' \u200B\u00A0', '\u3164', '\u2800'];

const uniqueNumber = () =>
  `+6285${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

const post = (url: string, payload: unknown, jar?: CookieJar) =>
  request(server, jar, { method: 'POST', url, payload });

describe.each(INVISIBLE.map((text) => [JSON.stringify(text), text]))('the name %s', (_, text) => {
  it('is refused as a person or business name at registration', async () => {
    for (const [field, message] of [
      ['name', messages.nameRequired],
      ['businessName', messages.businessNameRequired],
    ] as const) {
      const response = await post('/api/auth/register', registration({ [field]: text }));
      expect(response.statusCode, field).toBe(400);
      expect(json(response).message).toBe(message);
    }
  });

  it('is refused as a WhatsApp number’s name', async () => {
    const response = await post(
      '/api/whatsapp-numbers',
      { number: uniqueNumber(), name: text, test: true },
      owner,
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(messages.businessNameRequired);
  });

  it('is refused as a contact-form name', async () => {
    const response = await post('/api/contact', {
      name: text,
      email: 'budi@example.com',
      message: 'Halo, saya ingin tahu apakah paket Lite bisa untuk dua cabang toko.',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(messages.contactNameRequired);
  });

  it('is refused as an API token’s name', async () => {
    const response = await post(`/api/whatsapp-numbers/${numberId}/tokens`, { name: text }, owner);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(messagingMessages.tokenNameRequired);
  });
});

it('trims invisible characters around a name that has visible ones', async () => {
  const response = await post(
    '/api/whatsapp-numbers',
    { number: uniqueNumber(), name: '\u200B\u2060Toko Budi\u200D\uFEFF', test: true },
    (await customer(server, { active: false })).jar,
  );
  expect(response.statusCode, response.body).toBe(201);
  expect(json(response).name).toBe('Toko Budi');
});
