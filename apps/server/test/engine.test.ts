import type { AddressInfo } from 'node:net';
import { clearAuthKeys, readAuthKeys, saveLidMappings, schema } from '@balasin/db';
import { engineMessages, messages } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  createTestServer,
  customer,
  json,
  request,
  type TestServer,
} from './helpers.ts';

type Detail = {
  id: string;
  status: string;
  state: string;
  test: boolean;
  is_active: boolean;
  driver: string | null;
  method: string | null;
  qr?: string;
  pairing_code?: string;
  last_seen_at: string | null;
  error?: string;
};

let server: TestServer;

/** Back-off without jitter: a dropped link comes back after exactly one second, so a test sees it go. */
const engine = { policy: { random: () => 1 } };

beforeAll(async () => {
  server = await createTestServer({ engine });
});
afterAll(() => server.close());

const uniqueNumber = () =>
  `+6281${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

const addTestNumber = async (jar: CookieJar, name = 'Test CS') => {
  const response = await request(server, jar, {
    method: 'POST',
    url: '/api/whatsapp-numbers',
    payload: { number: uniqueNumber(), name, test: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Detail>(response);
};

const detail = async (jar: CookieJar, id: string, on = server) =>
  json<Detail>(await request(on, jar, { method: 'GET', url: `/api/whatsapp-numbers/${id}` }));

/** Polls the number's page as a client would until it shows `state`. */
const waitForState = async (jar: CookieJar, id: string, state: string, on = server) => {
  const deadline = Date.now() + 15_000;
  let last: Detail | undefined;
  while (Date.now() < deadline) {
    last = await detail(jar, id, on);
    if (last.state === state) return last;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`state stayed ${last?.state}, expected ${state}`);
};

const post = (jar: CookieJar, url: string, payload?: unknown, on = server) =>
  request(on, jar, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

const pairSandbox = async (jar: CookieJar, id: string) => {
  const connect = await post(jar, `/api/whatsapp-numbers/${id}/connect`, { method: 'sandbox' });
  expect(connect.statusCode, connect.body).toBe(202);
  const waiting = await waitForState(jar, id, 'qr');
  expect(waiting.status).toBe('connecting');
  expect(waiting.qr).toMatch(/\S{10,}/);
  const scan = await post(jar, `/api/whatsapp-numbers/${id}/sandbox/scan`);
  expect(scan.statusCode, scan.body).toBe(202);
  return waitForState(jar, id, 'connected');
};

describe('test numbers', () => {
  it('are allowed while payment is pending, at most two, outside the package limit', async () => {
    const { jar } = await customer(server, { active: false });
    const first = await addTestNumber(jar);
    expect(first.test).toBe(true);
    await addTestNumber(jar, 'Second');
    const third = await post(jar, '/api/whatsapp-numbers', {
      number: uniqueNumber(),
      name: 'Third',
      test: true,
    });
    expect(third.statusCode).toBe(403);
    expect(json(third).message).toBe(engineMessages.testNumberLimit);
    // A real number still needs the subscription.
    const real = await post(jar, '/api/whatsapp-numbers', { number: uniqueNumber(), name: 'Real' });
    expect(json(real).message).toBe(messages.noActiveSubscription);
    // "false" as a string is neither: refused, never read as true.
    const stringly = await post(jar, '/api/whatsapp-numbers', {
      number: uniqueNumber(),
      name: 'Stringly',
      test: 'false',
    });
    expect(stringly.statusCode).toBe(400);
  });

  it('leave every package slot to real numbers', async () => {
    const { jar } = await customer(server);
    await addTestNumber(jar);
    for (let slot = 0; slot < 4; slot += 1) {
      const added = await post(jar, '/api/whatsapp-numbers', {
        number: uniqueNumber(),
        name: `Real ${slot}`,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
  });
});

describe('connecting', () => {
  it('pairs a test number by a sandbox scan: connecting, a QR, then connected, in the list too', async () => {
    const { jar } = await customer(server, { active: false });
    const number = await addTestNumber(jar);
    expect((await detail(jar, number.id)).state).toBe('disconnected');
    const connected = await pairSandbox(jar, number.id);
    expect(connected).toMatchObject({ status: 'connected', is_active: true, driver: 'sandbox' });
    expect(connected.qr).toBeUndefined();
    expect(connected.last_seen_at).not.toBeNull();
    const list = json<{ id: string; status: string }[]>(
      await request(server, jar, { method: 'GET', url: '/api/whatsapp-numbers' }),
    );
    expect(list.find((n) => n.id === number.id)?.status).toBe('connected');

    // Connecting twice is harmless.
    const again = await post(jar, `/api/whatsapp-numbers/${number.id}/connect`, {
      method: 'sandbox',
    });
    expect(again.statusCode).toBe(202);
    expect(json<Detail>(again).state).toBe('connected');
    await new Promise((wait) => setTimeout(wait, 300));
    expect((await detail(jar, number.id)).state).toBe('connected');
  });

  it('keeps the auth state in the database: a restarted server resumes without a new scan', async () => {
    const { jar } = await customer(server, { active: false });
    const number = await addTestNumber(jar);
    await pairSandbox(jar, number.id);
    expect((await readAuthKeys(server.db.db, number.id, ['creds'])).size).toBe(1);

    // The engine of this process stops (as on SIGTERM) and a new one starts on the same database.
    await server.engine.stop();
    const restarted = await createTestServer({
      db: { ...server.db, close: async () => {} },
      engine,
    });
    try {
      const resumed = await waitForState(jar, number.id, 'connected', restarted);
      expect(resumed.qr).toBeUndefined();
    } finally {
      await restarted.close();
      server = await createTestServer({ db: server.db, engine });
    }
  });

  it('reconnects on its own when the link drops, without a new scan', async () => {
    const { jar } = await customer(server, { active: false });
    const number = await addTestNumber(jar);
    await pairSandbox(jar, number.id);
    expect(server.engine.sandbox.drop(number.id)).toBe(true);
    expect((await waitForState(jar, number.id, 'connecting')).status).toBe('connecting');
    const back = await waitForState(jar, number.id, 'connected');
    expect(back.qr).toBeUndefined();
    expect(back.error).toBeUndefined();
  });

  it('logs out: keys deleted, disconnected, and the next connect needs a new scan', async () => {
    const { jar } = await customer(server, { active: false });
    const number = await addTestNumber(jar);
    await pairSandbox(jar, number.id);
    const logout = await post(jar, `/api/whatsapp-numbers/${number.id}/logout`);
    expect(logout.statusCode, logout.body).toBe(200);
    const after = await waitForState(jar, number.id, 'disconnected');
    expect(after.status).toBe('disconnected');
    expect((await readAuthKeys(server.db.db, number.id, ['creds'])).size).toBe(0);
    // Logging out a number that is not connected is harmless.
    expect((await post(jar, `/api/whatsapp-numbers/${number.id}/logout`)).statusCode).toBe(200);
    await post(jar, `/api/whatsapp-numbers/${number.id}/connect`, { method: 'sandbox' });
    await waitForState(jar, number.id, 'qr');
  });

  it('refuses methods a number cannot use, unknown methods, and scans that nothing waits for', async () => {
    const { jar } = await customer(server);
    const test = await addTestNumber(jar);
    const real = json<Detail>(
      await post(jar, '/api/whatsapp-numbers', { number: uniqueNumber(), name: 'Real' }),
    );
    const cases: [string, unknown, string | undefined][] = [
      [test.id, { method: 'qr' }, engineMessages.sandboxOnlyForTest],
      [real.id, { method: 'sandbox' }, engineMessages.realNumberNoSandbox],
      [real.id, { method: 'cloud' }, engineMessages.cloudNotAvailable],
      [real.id, { method: 'telepathy' }, undefined],
      [real.id, {}, undefined],
    ];
    for (const [id, payload, message] of cases) {
      const response = await post(jar, `/api/whatsapp-numbers/${id}/connect`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      if (message) expect(json(response).message).toBe(message);
    }
    expect((await detail(jar, test.id)).state).toBe('disconnected');

    const scan = await post(jar, `/api/whatsapp-numbers/${test.id}/sandbox/scan`);
    expect(scan.statusCode).toBe(409);
    expect(json(scan).message).toBe(engineMessages.notWaitingForScan);
    const onReal = await post(jar, `/api/whatsapp-numbers/${real.id}/sandbox/scan`);
    expect(onReal.statusCode).toBe(403);
    expect(json(onReal).message).toBe(engineMessages.notATestNumber);
  });

  it("answers 404 for another business's number, a deleted one, and a malformed id", async () => {
    const owner = await customer(server, { active: false });
    const stranger = await customer(server, { active: false });
    const number = await addTestNumber(owner.jar);
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/whatsapp-numbers/${number.id}`],
      ['POST', `/api/whatsapp-numbers/${number.id}/connect`, { method: 'sandbox' }],
      ['POST', `/api/whatsapp-numbers/${number.id}/logout`],
      ['POST', `/api/whatsapp-numbers/${number.id}/sandbox/scan`],
      [
        'POST',
        `/api/whatsapp-numbers/${number.id}/sandbox/inbound`,
        { from: '+628111', text: 'hi' },
      ],
      ['GET', `/api/whatsapp-numbers/${number.id}/sandbox/messages?contact=%2B628111`],
    ];
    for (const [method, url, payload] of paths) {
      const response = await request(server, stranger.jar, {
        method: method as 'GET' | 'POST',
        url,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response).message).toBe(messages.numberNotFound);
    }
    expect((await detail(owner.jar, number.id)).state).toBe('disconnected');
    const malformed = await request(server, owner.jar, {
      method: 'GET',
      url: '/api/whatsapp-numbers/not-a-uuid',
    });
    expect(malformed.statusCode).toBe(404);
    await request(server, owner.jar, {
      method: 'DELETE',
      url: `/api/whatsapp-numbers/${number.id}`,
    });
    const deleted = await post(owner.jar, `/api/whatsapp-numbers/${number.id}/connect`, {
      method: 'sandbox',
    });
    expect(deleted.statusCode).toBe(404);
  });
});

describe('the test phone', () => {
  it('sends to a connected test number and shows the chat from the customer side', async () => {
    const { jar } = await customer(server, { active: false });
    const number = await addTestNumber(jar);
    const early = await post(jar, `/api/whatsapp-numbers/${number.id}/sandbox/inbound`, {
      from: '62 812 1111 2222',
      text: 'Halo',
    });
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe(engineMessages.notConnected);

    await pairSandbox(jar, number.id);
    const sent = await post(jar, `/api/whatsapp-numbers/${number.id}/sandbox/inbound`, {
      from: '+62 812-1111-2222',
      name: 'Sari',
      text: '  Apakah toko buka hari Minggu?  ',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(json(sent)).toMatchObject({
      contact: '+6281211112222',
      direction: 'to_number',
      text: 'Apakah toko buka hari Minggu?',
    });
    const chat = json<{ items: { text: string; direction: string }[] }>(
      await request(server, jar, {
        method: 'GET',
        url: `/api/whatsapp-numbers/${number.id}/sandbox/messages?contact=%2B6281211112222`,
      }),
    );
    expect(chat.items.map((m) => m.text)).toEqual(['Apakah toko buka hari Minggu?']);

    for (const payload of [
      { from: '+6281211112222', text: '   ' },
      { from: 'nope', text: 'hi' },
      { from: '+6281211112222', text: 'x'.repeat(4097) },
    ]) {
      const refused = await post(
        jar,
        `/api/whatsapp-numbers/${number.id}/sandbox/inbound`,
        payload,
      );
      expect(refused.statusCode).toBe(400);
    }
  });
});

describe('live changes', () => {
  it('reach the owner over SSE as the state moves, and nobody else', async () => {
    const owner = await customer(server, { active: false });
    const stranger = await customer(server, { active: false });
    const number = await addTestNumber(owner.jar);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const open = async (jar: CookieJar) => {
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${port}/trpc/whatsappNumbers.events`, {
        headers: { cookie: jar.header(), accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const received: string[] = [];
      const reading = (async () => {
        const decoder = new TextDecoder();
        try {
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
            received.push(decoder.decode(chunk));
          }
        } catch {
          // Aborted at the end of the test.
        }
      })();
      return { received, close: () => controller.abort(), reading };
    };
    const ownerStream = await open(owner.jar);
    const strangerStream = await open(stranger.jar);
    await new Promise((wait) => setTimeout(wait, 200));
    await pairSandbox(owner.jar, number.id);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && !ownerStream.received.join('').includes('"kind":"state"')) {
      await new Promise((wait) => setTimeout(wait, 50));
    }
    ownerStream.close();
    strangerStream.close();
    await Promise.all([ownerStream.reading, strangerStream.reading]);
    expect(ownerStream.received.join('')).toContain(`"numberId":"${number.id}"`);
    expect(strangerStream.received.join('')).not.toContain(number.id);
  });
});

describe('phone numbers and LIDs', () => {
  it('keeps the phone behind each LID, the newest pair winning', async () => {
    const { jar } = await customer(server, { active: false });
    const number = await addTestNumber(jar);
    const at = new Date();
    await saveLidMappings(
      server.db.db,
      number.id,
      [
        { lid: '111@lid', phone: '6281200000001' },
        { lid: '222@lid', phone: '6281200000002' },
        { lid: '111@lid', phone: '6281200000009' },
      ],
      at,
    );
    await saveLidMappings(
      server.db.db,
      number.id,
      [{ lid: '222@lid', phone: '6281200000003' }],
      at,
    );
    const rows = await server.db.db
      .select({ lid: schema.whatsappLidMappings.lid, phone: schema.whatsappLidMappings.phone })
      .from(schema.whatsappLidMappings)
      .where(eq(schema.whatsappLidMappings.numberId, number.id))
      .orderBy(schema.whatsappLidMappings.lid);
    expect(rows).toEqual([
      { lid: '111@lid', phone: '6281200000009' },
      { lid: '222@lid', phone: '6281200000003' },
    ]);
  });
});

describe('the auth store', () => {
  it('is cleared with the number’s keys only', async () => {
    const { jar } = await customer(server, { active: false });
    const one = await addTestNumber(jar);
    const two = await addTestNumber(jar, 'Two');
    await pairSandbox(jar, one.id);
    await pairSandbox(jar, two.id);
    await clearAuthKeys(server.db.db, one.id);
    expect((await readAuthKeys(server.db.db, one.id, ['creds'])).size).toBe(0);
    expect((await readAuthKeys(server.db.db, two.id, ['creds'])).size).toBe(1);
  });
});
