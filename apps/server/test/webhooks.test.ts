import { isPublicAddress } from '@balasin/api';
import { createWebhookEndpoint, schema } from '@balasin/db';
import { messagingMessages, webhookMessages } from '@balasin/shared';
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
import { type ReceivedEvent, type Receiver, startReceiver } from './webhook-receiver.ts';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  // Retries a second apart, so a test sees the back-off at work in seconds rather than hours.
  server = await createTestServer({
    webhooks: { retry: { delaySeconds: 1, maxDelaySeconds: 1 }, timeoutMs: 1500 },
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.stop();
  await server.close();
});

type Endpoint = {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: string | null;
  secret?: string;
};
type Delivery = {
  id: string;
  event_id: string;
  type: string;
  status: string;
  attempts: number;
  response_code: number | null;
  error: string | null;
  duration_ms: number | null;
  payload: { type: string; data: Record<string, unknown> };
};

const uniqueNumber = () =>
  `+6287${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

const until = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const addEndpoint = async (jar: CookieJar, events: string[], url = receiver.url()) => {
  const response = await request(server, jar, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { url, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  const endpoint = json<Endpoint & { secret: string }>(response);
  receiver.trust(endpoint.secret);
  return endpoint;
};

const state = async (jar: CookieJar, id: string, on: TestServer) =>
  json<{ state: string }>(
    await request(on, jar, { method: 'GET', url: `/api/whatsapp-numbers/${id}` }),
  ).state;

/** A test number of the owner's, paired by a sandbox scan. */
const pairedNumber = async (jar: CookieJar, on = server) => {
  const added = json<{ id: string; number: string }>(
    await request(on, jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number: uniqueNumber(), name: 'Webhooks', test: true },
    }),
  );
  await request(on, jar, {
    method: 'POST',
    url: `/api/whatsapp-numbers/${added.id}/connect`,
    payload: { method: 'sandbox' },
  });
  await until('qr', async () => ((await state(jar, added.id, on)) === 'qr' ? true : undefined));
  await request(on, jar, {
    method: 'POST',
    url: `/api/whatsapp-numbers/${added.id}/sandbox/scan`,
  });
  await until('connected', async () =>
    (await state(jar, added.id, on)) === 'connected' ? true : undefined,
  );
  return added;
};

const inbound = async (
  jar: CookieJar,
  numberId: string,
  from: string,
  text: string,
  on = server,
) => {
  const response = await request(on, jar, {
    method: 'POST',
    url: `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
    payload: { from, text },
  });
  expect(response.statusCode, response.body).toBe(202);
};

const deliveries = async (jar: CookieJar, endpointId: string, query = '', on = server) =>
  json<{ items: Delivery[]; next_cursor: string | null }>(
    await request(on, jar, {
      method: 'GET',
      url: `/api/webhooks/${endpointId}/deliveries${query}`,
    }),
  );

const eventsOf = (numberId: string, type?: string) =>
  receiver.events.filter(
    (event) => event.data.number_id === numberId && (type === undefined || event.type === type),
  );

describe('webhook endpoints', () => {
  it('show the secret once, list without it, change, rotate and delete; 404 for another business', async () => {
    const { jar } = await customer(server, { active: false });
    const created = await addEndpoint(jar, ['message.status', 'message.received']);
    expect(created).toMatchObject({
      url: receiver.url(),
      events: ['message.received', 'message.status'],
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const listed = json<Endpoint[]>(
      await request(server, jar, { method: 'GET', url: '/api/webhooks' }),
    );
    expect(listed.map((e) => e.id)).toEqual([created.id]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const updated = await request(server, jar, {
      method: 'PUT',
      url: `/api/webhooks/${created.id}`,
      payload: { events: ['connection.status'], enabled: false },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated)).toMatchObject({ events: ['connection.status'], enabled: false });
    const empty = await request(server, jar, {
      method: 'PUT',
      url: `/api/webhooks/${created.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    // "false" as a string is no switch: refused, never read as on (the REST adapter coerces booleans).
    const stringly = await request(server, jar, {
      method: 'PUT',
      url: `/api/webhooks/${created.id}`,
      payload: { enabled: 'false' },
    });
    expect(stringly.statusCode).toBe(400);

    const rotated = json<Endpoint & { secret: string }>(
      await request(server, jar, {
        method: 'POST',
        url: `/api/webhooks/${created.id}/rotate-secret`,
      }),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);

    const stranger = (await customer(server, { active: false })).jar;
    for (const [method, url] of [
      ['PUT', `/api/webhooks/${created.id}`],
      ['DELETE', `/api/webhooks/${created.id}`],
      ['POST', `/api/webhooks/${created.id}/rotate-secret`],
      ['GET', `/api/webhooks/${created.id}/deliveries`],
      ['POST', `/api/webhooks/${created.id}/deliveries/${created.id}/replay`],
    ] as const) {
      const response = await request(server, stranger, {
        method,
        url,
        ...(method === 'PUT' ? { payload: { enabled: true } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(json(response).message).toBe(webhookMessages.endpointNotFound);
    }
    expect(
      json<Endpoint[]>(await request(server, stranger, { method: 'GET', url: '/api/webhooks' })),
    ).toEqual([]);

    const deleted = await request(server, jar, {
      method: 'DELETE',
      url: `/api/webhooks/${created.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      json<Endpoint[]>(await request(server, jar, { method: 'GET', url: '/api/webhooks' })),
    ).toEqual([]);
  });

  it('refuse bad URLs and events with 400 in the contract shape', async () => {
    const { jar } = await customer(server, { active: false });
    for (const payload of [
      { url: 'ftp://example.com/hook', events: ['message.received'] },
      { url: 'not a url', events: ['message.received'] },
      { url: receiver.url(), events: [] },
      { url: receiver.url(), events: ['message.deleted'] },
      { url: receiver.url() },
    ]) {
      const response = await request(server, jar, {
        method: 'POST',
        url: '/api/webhooks',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
        code: 'BAD_REQUEST',
      });
    }
    const endpoint = json<{ id: string }>(
      await request(server, jar, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: 'https://shop.example.com/balasin', events: ['message.received'] },
      }),
    );
    for (const limit of ['abc', '0', '101']) {
      const response = await request(server, jar, {
        method: 'GET',
        url: `/api/webhooks/${endpoint.id}/deliveries?limit=${limit}`,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe(messagingMessages.pageLimitInvalid(100));
    }
  });
});

describe('deliveries', () => {
  it('carry signed message and connection events that the standardwebhooks package verifies', async () => {
    const { jar } = await customer(server, { active: false });
    const endpoint = await addEndpoint(jar, [
      'message.received',
      'message.status',
      'connection.status',
    ]);
    const number = await pairedNumber(jar);
    const connection = await until('connection.status connected', async () =>
      eventsOf(number.id, 'connection.status').find((e) => e.data.status === 'connected'),
    );
    expect(connection.data).toMatchObject({ number_id: number.id, state: 'connected' });
    expect(eventsOf(number.id, 'connection.status').map((e) => e.data.state)).toEqual(
      expect.arrayContaining(['connecting', 'qr', 'connected']),
    );

    await inbound(jar, number.id, '+6281300000001', 'Masih ada stok?');
    const received = await until('message.received', async () =>
      eventsOf(number.id, 'message.received').at(0),
    );
    // The data is the message as the API reads it, plus the number.
    const token = json<{ token: string }>(
      await request(server, jar, {
        method: 'POST',
        url: `/api/whatsapp-numbers/${number.id}/tokens`,
        payload: { name: 'Webhook test' },
      }),
    ).token;
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/v1/messages/${received.data.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(received.data).toEqual({ ...json(read), number_id: number.id });
    expect(received.data).toMatchObject({ direction: 'inbound', text: 'Masih ada stok?' });

    const sent = json<{ id: string }>(
      await server.app.inject({
        method: 'POST',
        url: '/api/v1/messages',
        headers: { authorization: `Bearer ${token}` },
        payload: { to: '+6281300000001', type: 'text', text: { body: 'Ada, kak.' } },
      }),
    );
    const statuses = await until('sent and delivered', async () => {
      const seen = eventsOf(number.id, 'message.status')
        .filter((e) => e.data.id === sent.id)
        .map((e) => e.data.status);
      return seen.includes('delivered') ? seen : undefined;
    });
    expect(statuses).toEqual(['sent', 'delivered']);
    expect(receiver.refused).toEqual([]);

    // The log is written once the receiver has answered: a moment after it has the event.
    const log = await until('the log to settle', async () => {
      const current = await deliveries(jar, endpoint.id);
      return current.items.every((d) => d.status === 'delivered') ? current : undefined;
    });
    expect(log.items.length).toBeGreaterThanOrEqual(5);
    expect(log.items[0]).toMatchObject({ status: 'delivered', attempts: 1, response_code: 204 });
    expect(log.items.every((d) => d.duration_ms !== null && d.status === 'delivered')).toBe(true);
    // Keyset pages: two at a time, newest first, nothing twice.
    const first = await deliveries(jar, endpoint.id, '?limit=2');
    const second = await deliveries(jar, endpoint.id, `?limit=2&cursor=${first.next_cursor}`);
    expect([...first.items, ...second.items].map((d) => d.id)).toEqual(
      log.items.slice(0, 4).map((d) => d.id),
    );
    const bad = await request(server, jar, {
      method: 'GET',
      url: `/api/webhooks/${endpoint.id}/deliveries?cursor=nonsense`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sign with the old secret too for a while after a rotation', async () => {
    const { jar } = await customer(server, { active: false });
    const endpoint = await addEndpoint(jar, ['message.received']);
    const number = await pairedNumber(jar);
    const rotated = json<{ secret: string }>(
      await request(server, jar, {
        method: 'POST',
        url: `/api/webhooks/${endpoint.id}/rotate-secret`,
      }),
    );
    // The receiver still knows only the old secret: the second signature lets it verify.
    await inbound(jar, number.id, '+6281300000002', 'Sebelum ganti kunci');
    await until('verified with the old secret', async () =>
      eventsOf(number.id, 'message.received').at(0),
    );
    receiver.forget(endpoint.secret);
    receiver.trust(rotated.secret);
    await inbound(jar, number.id, '+6281300000002', 'Sesudah ganti kunci');
    await until('verified with the new secret', async () =>
      eventsOf(number.id, 'message.received').at(1),
    );
    expect(receiver.refused).toEqual([]);
    // Only the events it asked for: no connection.status while the number was paired.
    expect(eventsOf(number.id).map((e) => e.type)).toEqual([
      'message.received',
      'message.received',
    ]);
  });

  it('wait while the receiver is down, then arrive, every one in order per conversation', async () => {
    const { jar } = await customer(server, { active: false });
    const endpoint = await addEndpoint(jar, ['message.received']);
    const number = await pairedNumber(jar);
    await receiver.stop();
    const customers = ['+6281300000011', '+6281300000012', '+6281300000013'];
    for (let i = 1; i <= 4; i += 1) {
      for (const from of customers) await inbound(jar, number.id, from, `${from} #${i}`);
    }
    const waiting = await until('failed attempts in the log', async () => {
      const log = await deliveries(jar, endpoint.id);
      return log.items.length === 12 && log.items.some((d) => d.attempts >= 2) ? log : undefined;
    });
    expect(waiting.items.every((d) => d.status !== 'delivered')).toBe(true);
    const retried = waiting.items.find((d) => d.attempts >= 2);
    expect(retried).toMatchObject({ status: 'retrying', response_code: null });
    expect(retried?.error).toMatch(/ECONNREFUSED/);
    const early = await request(server, jar, {
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${retried?.id}/replay`,
    });
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe(webhookMessages.deliveryInProgress);
    expect(eventsOf(number.id)).toEqual([]);

    await receiver.start();
    await until('all twelve', async () => (eventsOf(number.id).length >= 12 ? true : undefined));
    const texts = (from: string) =>
      eventsOf(number.id)
        .filter((e: ReceivedEvent) => e.data.from === from)
        .map((e) => e.data.text);
    for (const from of customers) {
      expect(texts(from)).toEqual([1, 2, 3, 4].map((i) => `${from} #${i}`));
    }
    const log = await until('the log to settle', async () => {
      const current = await deliveries(jar, endpoint.id);
      return current.items.every((d) => d.status === 'delivered') ? current : undefined;
    });
    expect(log.items.filter((d) => d.attempts > 1).length).toBeGreaterThan(0);
    const endpoints = json<Endpoint[]>(
      await request(server, jar, { method: 'GET', url: '/api/webhooks' }),
    );
    expect(endpoints[0]?.failing_since).toBeNull();
  }, 60_000);

  it('disable an endpoint that failed for 24 hours, tell the owner, and replay once it is back', async () => {
    const { account, jar } = await customer(server, { active: false });
    const endpoint = await addEndpoint(jar, ['message.received'], receiver.url('/failing'));
    const number = await pairedNumber(jar);
    receiver.answerWith(500);
    try {
      await inbound(jar, number.id, '+6281300000021', 'Halo?');
      const failing = await until('a failed attempt', async () => {
        const [delivery] = (await deliveries(jar, endpoint.id)).items;
        return delivery?.status === 'retrying' ? delivery : undefined;
      });
      expect(failing).toMatchObject({ response_code: 500, error: webhookMessages.badStatus(500) });
      server.advance(24 * 3600 + 60);
      // The session expired in those 24 hours: the database shows what the worker did meanwhile.
      const disabled = await until('disabled', async () => {
        const [current] = await server.db.db
          .select()
          .from(schema.webhookEndpoints)
          .where(eq(schema.webhookEndpoints.id, endpoint.id));
        return current?.enabled === false ? current : undefined;
      });
      expect(disabled.disabledReason).toBe(webhookMessages.disabledAfterFailures);
      const mail = server.mails.find(
        (m) => m.to === account.email && m.subject.includes('Webhook dinonaktifkan'),
      );
      expect(mail?.subject).toContain(receiver.url('/failing'));
      expect(mail?.text).toContain('/dashboard/webhooks');
    } finally {
      server.advance(-(24 * 3600 + 60));
      receiver.answerWith(204);
    }
    const [listed] = json<Endpoint[]>(
      await request(server, jar, { method: 'GET', url: '/api/webhooks' }),
    );
    expect(listed).toMatchObject({
      enabled: false,
      disabled_reason: webhookMessages.disabledAfterFailures,
    });
    const [failed] = (await deliveries(jar, endpoint.id)).items;
    expect(failed?.status).toBe('failed');

    // A disabled endpoint gets no new deliveries.
    await inbound(jar, number.id, '+6281300000021', 'Halo lagi?');
    await until('the second message stored', async () => {
      const rows = await server.db.db
        .select({ id: schema.messages.id })
        .from(schema.messages)
        .where(eq(schema.messages.numberId, number.id));
      return rows.length === 2 ? true : undefined;
    });
    const skipped = await deliveries(jar, endpoint.id);
    expect(skipped.items).toHaveLength(1);
    const enabled = await request(server, jar, {
      method: 'PUT',
      url: `/api/webhooks/${endpoint.id}`,
      payload: { enabled: true },
    });
    expect(json(enabled)).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });

    const original = skipped.items[0] as Delivery;
    const replay = await request(server, jar, {
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${original.id}/replay`,
    });
    expect(replay.statusCode, replay.body).toBe(202);
    const arrived = await until('the replay', async () => eventsOf(number.id).at(0));
    expect(arrived).toMatchObject({ id: original.event_id, data: { text: 'Halo?' } });
    const replayed = await until('the replay logged', async () => {
      const [current] = (await deliveries(jar, endpoint.id)).items;
      return current?.status === 'delivered' ? current : undefined;
    });
    expect(replayed).toMatchObject({ id: original.id, status: 'delivered', response_code: 204 });

    const again = await request(server, jar, {
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${original.event_id}/replay`,
    });
    expect(again.statusCode).toBe(404);
    expect(json(again).message).toBe(webhookMessages.deliveryNotFound);
  }, 60_000);
});

describe('the SSRF guard', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await createTestServer({
      webhooks: { allowPrivate: false, retry: { delaySeconds: 1, maxDelaySeconds: 1 } },
    });
  });
  afterAll(() => guarded.close());

  it('judges addresses: only public unicast passes', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback, private and link-local targets when the endpoint is saved', async () => {
    const { jar } = await customer(guarded, { active: false });
    for (const url of [
      receiver.url(),
      'http://localhost:8080/hook',
      'http://10.0.0.5/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0x7f000001/hook',
    ]) {
      const response = await request(guarded, jar, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, events: ['message.received'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(json(response).message, url).toBe(webhookMessages.urlPrivate);
    }
  });

  it('checks the resolved address again at every attempt, and sends nothing there', async () => {
    const { account, jar } = await customer(guarded, { active: false });
    const [owner] = await guarded.db.db
      .select({ businessId: schema.businesses.id })
      .from(schema.businesses)
      .innerJoin(schema.users, eq(schema.users.id, schema.businesses.ownerId))
      .where(eq(schema.users.email, account.email));
    // As if the name had resolved to a public address when it was saved, and to loopback since.
    const endpoint = await createWebhookEndpoint(guarded.db.db, {
      businessId: owner?.businessId ?? '',
      url: `http://localhost:${receiver.port()}/rebound`,
      events: ['message.received'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      now: new Date(),
    });
    receiver.trust(endpoint.secret);
    const number = await pairedNumber(jar, guarded);
    await inbound(jar, number.id, '+6281300000031', 'Halo', guarded);
    const [refused] = await until('a refused attempt', async () => {
      const log = await deliveries(jar, endpoint.id, '', guarded);
      return log.items[0]?.status === 'retrying' ? log.items : undefined;
    });
    expect(refused).toMatchObject({ response_code: null, error: webhookMessages.urlPrivate });
    expect(eventsOf(number.id)).toEqual([]);
  });
});
