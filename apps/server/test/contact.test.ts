import { listContactMessages, listEmailsTo } from '@balasin/db/testing';
import { SUPPORT_EMAIL } from '@balasin/shared/brand';
import { messages } from '@balasin/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ contactRateLimit: { max: 3, timeWindowMs: 60_000 } });
});
afterAll(() => server.close());

const message = {
  name: 'Budi Santoso',
  email: 'Budi@Example.com',
  phone: '0812-3456-7890',
  message: 'Halo, saya ingin tahu apakah paket Lite bisa untuk dua cabang toko.',
};

const send = (payload: unknown, ip = '10.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: ip,
  });

type ErrorBody = { error: string; message: string; code: string };

describe('POST /api/contact', () => {
  it('stores the message, mails the support inbox and answers 201', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ success: true });

    const [stored] = await listContactMessages(server.db.db);
    expect(stored).toMatchObject({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phone: '+6281234567890',
      message: message.message,
      ip: '10.0.0.1',
    });
    const [mail] = await listEmailsTo(server.db.db, SUPPORT_EMAIL);
    expect(mail?.text).toContain(message.message);
    expect(mail?.text).toContain('budi@example.com');
    expect(server.mails.at(-1)?.to).toBe(SUPPORT_EMAIL);
  });

  it('takes a message without a phone number', async () => {
    const response = await send({ ...message, phone: '' }, '10.0.0.2');
    expect(response.statusCode).toBe(201);
    const [latest] = await listContactMessages(server.db.db, 1);
    expect(latest?.phone).toBeNull();
  });

  // Each case from its own IP: refused requests count against the rate limit too.
  it.each([
    ['10.0.1.1', { ...message, name: ' ' }, messages.contactNameRequired],
    ['10.0.1.2', { ...message, email: 'bukan-email' }, messages.contactEmailInvalid],
    ['10.0.1.3', { ...message, phone: '12ab' }, messages.contactPhoneInvalid],
    ['10.0.1.4', { ...message, message: 'Halo' }, messages.contactMessageTooShort],
    ['10.0.1.5', { ...message, message: 'x'.repeat(2001) }, messages.contactTooLong('Pesan', 2000)],
  ])(
    'refuses bad input with 400 and the field message (%#), storing nothing',
    async (ip, payload, expected) => {
      const before = (await listContactMessages(server.db.db, 100)).length;
      const response = await send(payload, ip);
      expect(response.statusCode).toBe(400);
      expect(json<ErrorBody>(response).message).toBe(expected);
      expect(await listContactMessages(server.db.db, 100)).toHaveLength(before);
    },
  );

  it('limits messages per IP with 429 and an Indonesian message, separately from sign-in', async () => {
    const ip = '10.0.0.9';
    for (let i = 0; i < 3; i++) expect((await send(message, ip)).statusCode).toBe(201);
    const refused = await send(message, ip);
    expect(refused.statusCode).toBe(429);
    expect(json<ErrorBody>(refused).message).toBe(messages.contactTooMany);
    expect(refused.headers['retry-after']).toBeDefined();

    // Another visitor is unaffected, and so is this visitor's sign-in bucket.
    expect((await send(message, '10.0.0.10')).statusCode).toBe(201);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever-password' },
      remoteAddress: ip,
    });
    expect(login.statusCode).toBe(401);
  });

  it('is reachable through tRPC for the web app', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/trpc/contact.send',
      payload: { ...message, phone: undefined },
      remoteAddress: '10.0.0.20',
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ result: { data: unknown } }>(response).result.data).toEqual({ success: true });
  });
});
