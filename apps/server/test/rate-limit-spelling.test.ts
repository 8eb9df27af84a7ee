import { LIMITS, messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, type TestServer } from './helpers.ts';

/** Limits count the procedures that run, however the request spells or batches them. */
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    authRateLimit: { max: 3, timeWindowMs: 60_000 },
    contactRateLimit: { max: 3, timeWindowMs: 60_000 },
    aiRateLimit: { max: 3, timeWindowMs: 60_000 },
  });
});
afterAll(() => server.close());

const contact = {
  name: 'Budi Santoso',
  email: 'budi@example.com',
  message: 'Halo, saya ingin tahu apakah paket Lite bisa untuk dua cabang toko.',
};

const post = (url: string, payload: unknown, ip: string) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

const expectLimited = (response: Awaited<ReturnType<typeof post>>, message: string) => {
  expect(response.statusCode, response.body).toBe(429);
  expect(json(response)).toEqual({ error: message, message, code: 'TOO_MANY_REQUESTS' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('rate limits, however the procedure is spelled', () => {
  it('counts a percent-encoded contact.send in the contact limit', async () => {
    const ip = '10.1.0.1';
    for (const url of ['/trpc/contact.send', '/trpc/%63ontact.send', '/api/contact']) {
      expect((await post(url, contact, ip)).statusCode).toBeLessThan(300);
    }
    expectLimited(await post('/trpc/%63ontact.send', contact, ip), messages.contactTooMany);
    expectLimited(await post('/trpc/contact.send', contact, ip), messages.contactTooMany);
  });

  it('counts a percent-encoded auth procedure in the auth limit', async () => {
    const ip = '10.1.0.2';
    for (let i = 0; i < 3; i++) {
      const { statusCode } = await post('/trpc/%61uth.refresh', {}, ip);
      expect([400, 401]).toContain(statusCode);
    }
    expectLimited(await post('/trpc/auth.refresh', {}, ip), messages.tooManyRequests);
  });

  it('counts playground questions and inbox suggestions in the AI limit, REST and tRPC alike', async () => {
    const ip = '10.1.0.4';
    const id = '00000000-0000-4000-8000-000000000000';
    // Unsigned: each is refused after it is counted, as a signed-in caller's would be answered.
    for (const url of [
      '/api/knowledge/ask',
      '/trpc/%6Bnowledge.ask',
      `/api/conversations/${id}/suggestion`,
    ]) {
      expect((await post(url, { question: 'jam buka?' }, ip)).statusCode).toBe(401);
    }
    expectLimited(await post('/trpc/conversations.suggest', { id }, ip), messages.aiTooMany);
    expectLimited(
      await post('/api//knowledge/ask', { question: 'jam buka?' }, ip),
      messages.aiTooMany,
    );
    // Another IP, and other procedures, are not held back.
    expect(
      (await post('/api/knowledge/ask', { question: 'jam buka?' }, '10.1.0.5')).statusCode,
    ).toBe(401);
  });

  it('counts every call of a batch, whatever comes first in it', async () => {
    const ip = '10.1.0.3';
    const batch = '/trpc/whatsappNumbers.delete,contact.send,contact.send?batch=1';
    const payload = { 0: { id: '00000000-0000-4000-8000-000000000000' }, 1: contact, 2: contact };
    const first = await post(batch, payload, ip);
    expect(first.statusCode).not.toBe(429);
    const calls = json<{ result?: unknown; error?: unknown }[]>(first);
    expect(calls.filter((call) => call.result)).toHaveLength(2);
    // Two of three spent: a batch of two more contact calls is over the limit.
    expectLimited(await post(batch, payload, ip), messages.contactTooMany);
  });
});

describe('tRPC batches', () => {
  const names = (count: number) => Array.from({ length: count }, () => 'system.health').join(',');

  it(`runs a full batch of ${LIMITS.trpcBatchMax}, even with a path over 100 characters`, async () => {
    const url = `/trpc/${names(LIMITS.trpcBatchMax)}?batch=1`;
    expect(url.length).toBeGreaterThan(100);
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<unknown[]>(response)).toHaveLength(LIMITS.trpcBatchMax);
  });

  it.each(['GET', 'POST'] as const)('refuses a larger batch with 400 (%s)', async (method) => {
    const response = await server.app.inject({
      method,
      url: `/trpc/${names(LIMITS.trpcBatchMax + 1)}?batch=1`,
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(400);
    const message = messages.batchTooLarge(LIMITS.trpcBatchMax);
    expect(json(response)).toEqual({ error: message, message, code: 'BAD_REQUEST' });
  });
});
