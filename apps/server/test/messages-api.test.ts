import { schema } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createTestServer, json, request, type TestServer } from './helpers.ts';
import { type Message, messagingClient, until } from './messaging-helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const { api, pair, connectedNumber } = messagingClient(() => server);

const message = async (token: string, id: string) =>
  json<Message>(await api(token, 'GET', `/api/v1/messages/${id}`));

describe('API tokens', () => {
  it('are shown once, listed by prefix, and refused at once when revoked', async () => {
    const { jar, numberId, token } = await connectedNumber({ connect: false });
    expect(token).toMatch(/^bls_[a-z2-9]{8}_[\w-]{43}$/);
    const listed = json<{ id: string; prefix: string; last_used_at: string | null }[]>(
      await request(server, jar, {
        method: 'GET',
        url: `/api/whatsapp-numbers/${numberId}/tokens`,
      }),
    );
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(token);
    expect(token.startsWith(listed[0]?.prefix ?? '?')).toBe(true);
    expect(listed[0]?.last_used_at).toBeNull();

    const number = await api(token, 'GET', '/api/v1/number');
    expect(number.statusCode).toBe(200);
    expect(json(number)).toMatchObject({ id: numberId, test: true, status: 'disconnected' });
    const used = json<{ last_used_at: string | null }[]>(
      await request(server, jar, {
        method: 'GET',
        url: `/api/whatsapp-numbers/${numberId}/tokens`,
      }),
    );
    expect(used[0]?.last_used_at).not.toBeNull();

    const revoked = await request(server, jar, {
      method: 'DELETE',
      url: `/api/whatsapp-numbers/${numberId}/tokens/${listed[0]?.id}`,
    });
    expect(revoked.statusCode).toBe(200);
    const after = await api(token, 'GET', '/api/v1/number');
    expect(after.statusCode).toBe(401);
    expect(json(after).message).toBe(messagingMessages.tokenInvalid);
  });

  it('are refused missing, malformed, or in the URL, and cookies do not open the token API', async () => {
    const { jar, token } = await connectedNumber({ connect: false });
    expect(json(await api(undefined, 'GET', '/api/v1/number')).message).toBe(
      messagingMessages.tokenRequired,
    );
    expect((await api('bls_nope', 'GET', '/api/v1/number')).statusCode).toBe(401);
    const inUrl = await api(undefined, 'GET', `/api/v1/number?access_token=${token}`);
    expect(inUrl.statusCode).toBe(401);
    expect(json(inUrl).message).toBe(messagingMessages.tokenInUrl);
    const withValidHeaderToo = await api(token, 'GET', `/api/v1/messages?token=${token}`);
    expect(withValidHeaderToo.statusCode).toBe(401);
    const byCookie = await request(server, jar, { method: 'GET', url: '/api/v1/number' });
    expect(byCookie.statusCode).toBe(401);
  });
});

describe('sending', () => {
  it('accepts (202), sends, and the customer receives; statuses move to delivered', async () => {
    const { jar, numberId, number, token } = await connectedNumber();
    // The test-phone page hears of the customer's new message (sent at the chat row's commit).
    const told: { numberId: string; kind: string }[] = [];
    const tell = (event: { numberId: string; kind: string }) => told.push(event);
    server.engine.port.events.on('number', tell);
    const sent = await api(token, 'POST', '/api/v1/messages', {
      to: '0812-3456-7890'.replace(/^0/, '+62'),
      type: 'text',
      text: { body: 'Pesanan Anda sudah dikirim.' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const accepted = json<{ id: string; status: string; to: string; type: string }>(sent);
    expect(accepted).toMatchObject({ status: 'queued', to: '+6281234567890', type: 'text' });
    const delivered = await until('delivered', async () => {
      const current = await message(token, accepted.id);
      return current.status === 'delivered' ? current : undefined;
    });
    expect(delivered).toMatchObject({ direction: 'outbound', from: number, to: '+6281234567890' });
    const phone = json<{ items: { text: string; direction: string }[] }>(
      await request(server, jar, {
        method: 'GET',
        url: `/api/whatsapp-numbers/${numberId}/sandbox/messages?contact=%2B6281234567890`,
      }),
    );
    expect(phone.items.map((m) => [m.direction, m.text])).toEqual([
      ['to_contact', 'Pesanan Anda sudah dikirim.'],
    ]);
    await until('the sandbox event', async () =>
      told.some((event) => event.numberId === numberId && event.kind === 'sandbox')
        ? true
        : undefined,
    );
    server.engine.port.events.off('number', tell);
  });

  it('waits for a number that is not connected, then sends when it connects', async () => {
    const { jar, numberId, token } = await connectedNumber({ connect: false });
    const accepted = json<{ id: string }>(
      await api(token, 'POST', '/api/v1/messages', {
        to: '+6281111111111',
        type: 'text',
        text: { body: 'Halo' },
      }),
    );
    await new Promise((wait) => setTimeout(wait, 1500));
    expect((await message(token, accepted.id)).status).toBe('queued');
    await pair(jar, numberId);
    await until(
      'sent',
      async () =>
        ['sent', 'delivered'].includes((await message(token, accepted.id)).status)
          ? true
          : undefined,
      30_000,
    );
  }, 45_000);

  it('sends one message for twenty parallel requests with one Idempotency-Key', async () => {
    const { numberId, token } = await connectedNumber();
    const body = { to: '+6282222222222', type: 'text', text: { body: 'Sekali saja' } };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(token, 'POST', '/api/v1/messages', body, { 'idempotency-key': 'order-42' }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((s) => s === 202 || s === 409),
      statuses.join(),
    ).toBe(true);
    const ids = new Set(
      answers.filter((a) => a.statusCode === 202).map((a) => json<{ id: string }>(a).id),
    );
    expect(ids.size).toBe(1);
    const again = await api(token, 'POST', '/api/v1/messages', body, {
      'idempotency-key': 'order-42',
    });
    expect(again.statusCode).toBe(202);
    expect(json<{ id: string }>(again).id).toBe([...ids][0]);
    const rows = await server.db.db
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(eq(schema.messages.numberId, numberId));
    expect(rows).toHaveLength(1);
    const changed = await api(
      token,
      'POST',
      '/api/v1/messages',
      { ...body, text: { body: 'Lain' } },
      { 'idempotency-key': 'order-42' },
    );
    expect(changed.statusCode).toBe(422);
    expect(json(changed).message).toBe(messagingMessages.idempotencyMismatch);
  });

  it("paces a WhatsApp Web number's messages to several people sent at once, one after another", async () => {
    const { numberId, token } = await connectedNumber();
    // Only WhatsApp Web numbers are paced; the sandbox stands in for one when not marked a test.
    await server.db.db
      .update(schema.whatsappNumbers)
      .set({ test: false })
      .where(eq(schema.whatsappNumbers.id, numberId));
    const accepted = await Promise.all(
      ['+6283333333331', '+6283333333332', '+6283333333333'].map(async (to) =>
        json<{ id: string }>(
          await api(token, 'POST', '/api/v1/messages', {
            to,
            type: 'text',
            text: { body: 'Halo' },
          }),
        ),
      ),
    );
    const sentAt = await until(
      'all three sent',
      async () => {
        const read = await Promise.all(
          accepted.map(async (a) =>
            json<{ sent_at?: string }>(await api(token, 'GET', `/api/v1/messages/${a.id}`)),
          ),
        );
        const times = read.map((m) => (m.sent_at ? Date.parse(m.sent_at) : undefined));
        return times.every((t) => t !== undefined) ? (times as number[]) : undefined;
      },
      20_000,
    );
    sentAt.sort((a, b) => a - b);
    // DEFAULT_PACING: at least 1.5 s between two sends of a number (each recorded a few ms after
    // its driver call, hence the 100 ms of slack). Before, all three went out together.
    for (let i = 1; i < sentAt.length; i++) {
      expect((sentAt[i] ?? 0) - (sentAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(1400);
    }
  }, 30_000);

  it('loses nothing and sends nothing twice when the server restarts mid-queue, in order', async () => {
    const { jar, numberId, token } = await connectedNumber();
    const customerPhone = '+6285555555555';
    const bodies = Array.from({ length: 20 }, (_, i) => `Pesan ${i + 1}`);
    for (const body of bodies) {
      const accepted = await api(token, 'POST', '/api/v1/messages', {
        to: customerPhone,
        type: 'text',
        text: { body },
      });
      expect(accepted.statusCode).toBe(202);
    }
    // Down at once, whatever is queued or in flight; a new process on the same database.
    await server.app.close();
    await server.engine.stop();
    await server.jobs.stop();
    server = await createTestServer({ db: server.db });
    const all = async () =>
      json<{ items: Message[] }>(
        await api(token, 'GET', `/api/v1/messages?contact=%2B6285555555555&limit=50`),
      ).items;
    await until(
      'every message sent',
      async () => ((await all()).every((m) => m.status !== 'queued') ? true : undefined),
      30_000,
    );
    expect((await all()).map((m) => m.status).filter((s) => s === 'failed')).toEqual([]);
    const phone = json<{ items: { text: string; direction: string }[] }>(
      await request(server, jar, {
        method: 'GET',
        url: `/api/whatsapp-numbers/${numberId}/sandbox/messages?contact=%2B6285555555555`,
      }),
    );
    expect(phone.items.map((m) => m.text).reverse()).toEqual(bodies);
  }, 60_000);

  it('refuses bad input with 400 in the contract shape and keeps nothing', async () => {
    const { numberId, token } = await connectedNumber({ connect: false });
    for (const payload of [
      {},
      { to: 'nope', type: 'text', text: { body: 'x' } },
      { to: '+6281234567890', type: 'text' },
      { to: '+6281234567890', type: 'text', text: { body: '   ' } },
      { to: '+6281234567890', type: 'image', image: { url: 'ftp://example.com/a.png' } },
      { to: '+6281234567890', type: 'video', video: { url: 'https://example.com/a.mp4' } },
      { to: '+6281234567890', type: 'text', text: { body: 'x'.repeat(4097) } },
    ]) {
      const response = await api(token, 'POST', '/api/v1/messages', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
        code: expect.any(String),
      });
    }
    const long = await api(
      token,
      'POST',
      '/api/v1/messages',
      { to: '+6281234567890', type: 'text', text: { body: 'x' } },
      { 'idempotency-key': 'k'.repeat(256) },
    );
    expect(long.statusCode).toBe(400);
    const rows = await server.db.db
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(eq(schema.messages.numberId, numberId));
    expect(rows).toEqual([]);
  });
});

describe('bad input in words a developer can act on', () => {
  it("names the text's and the page size's rule rather than zod's terms", async () => {
    const { jar, numberId, token } = await connectedNumber({ connect: false });
    const refusal = async (response: Awaited<ReturnType<typeof api>>) => {
      expect(response.statusCode).toBe(400);
      const body = json<{ error: string; message: string; code: string }>(response);
      expect(body.message).toBe(body.error);
      expect(body.code).toBe('BAD_REQUEST');
      return body.error;
    };
    const send = (body: unknown) =>
      api(token, 'POST', '/api/v1/messages', {
        to: '+6281234567890',
        type: 'text',
        text: { body },
      });
    expect(await refusal(await send('   '))).toBe(messagingMessages.textEmpty);
    expect(await refusal(await send('x'.repeat(4097)))).toBe(messagingMessages.textTooLong(4096));
    const longName = await request(server, jar, {
      method: 'POST',
      url: `/api/whatsapp-numbers/${numberId}/tokens`,
      payload: { name: 'n'.repeat(61) },
    });
    expect(await refusal(longName)).toBe(messagingMessages.tokenNameTooLong(60));
    for (const query of ['limit=abc', 'limit=0', 'limit=2.5', 'limit=101', 'limit=2&limit=3']) {
      for (const url of [
        `/api/v1/messages?${query}`,
        `/api/whatsapp-numbers/${numberId}/messages?${query}`,
      ]) {
        const response = url.startsWith('/api/v1')
          ? await api(token, 'GET', url)
          : await request(server, jar, { method: 'GET', url });
        expect(await refusal(response), url).toBe(messagingMessages.pageLimitInvalid(100));
      }
    }
  });
});

describe('reading', () => {
  it("lists newest first by cursor, filters, stores inbound messages, and hides another number's", async () => {
    const { jar, numberId, token } = await connectedNumber();
    for (const body of ['satu', 'dua', 'tiga']) {
      await api(token, 'POST', '/api/v1/messages', {
        to: '+6283333333333',
        type: 'text',
        text: { body },
      });
    }
    const inbound = await request(server, jar, {
      method: 'POST',
      url: `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
      payload: { from: '+6284444444444', name: 'Sari', text: 'Masih ada stok?' },
    });
    expect(inbound.statusCode).toBe(202);
    const received = await until('the inbound message', async () => {
      const page = json<{ items: Message[] }>(
        await api(token, 'GET', '/api/v1/messages?direction=inbound'),
      );
      return page.items[0];
    });
    expect(received).toMatchObject({
      direction: 'inbound',
      from: '+6284444444444',
      text: 'Masih ada stok?',
      status: 'delivered',
    });

    const first = json<{ items: Message[]; next_cursor: string | null }>(
      await api(token, 'GET', '/api/v1/messages?limit=2&contact=%2B6283333333333'),
    );
    expect(first.items.map((m) => m.text)).toEqual(['tiga', 'dua']);
    const second = json<{ items: Message[]; next_cursor: string | null }>(
      await api(
        token,
        'GET',
        `/api/v1/messages?limit=2&contact=%2B6283333333333&cursor=${first.next_cursor}`,
      ),
    );
    expect(second.items.map((m) => m.text)).toEqual(['satu']);
    expect(second.next_cursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((m) => m.conversation_id)).size).toBe(1);
    expect((await api(token, 'GET', '/api/v1/messages?cursor=garbage')).statusCode).toBe(400);

    // The owner's Developers tab reads what the API sent, by cookie.
    const log = json<{ items: (Message & { sender: string })[] }>(
      await request(server, jar, {
        method: 'GET',
        url: `/api/whatsapp-numbers/${numberId}/messages?sender=api&limit=5`,
      }),
    );
    expect(log.items.map((m) => [m.sender, m.text])).toEqual([
      ['api', 'tiga'],
      ['api', 'dua'],
      ['api', 'satu'],
    ]);
    expect(received).toMatchObject({ sender: 'contact' });

    const other = await connectedNumber({ connect: false });
    const foreign = await api(other.token, 'GET', `/api/v1/messages/${received.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe(messagingMessages.messageNotFound);
  });
});

describe('the docs page', () => {
  it('gives a first curl call that works as pasted, with a token in $BALASIN_TOKEN', async () => {
    const { numberId, token } = await connectedNumber();
    const document = json<{ info: { description: string } }>(
      await server.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    const block = /```sh\n([\s\S]+?)```/.exec(document.info.description)?.[1] ?? '';
    const command = block.replace(/\\\n\s*/g, ' ').replaceAll('$BALASIN_TOKEN', token);
    const url = /curl -X POST (\S+)/.exec(command)?.[1] ?? '';
    const headers = Object.fromEntries(
      [...command.matchAll(/-H "([^:]+): ([^"]+)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]]),
    );
    const body = /-d '([^']+)'/.exec(command)?.[1] ?? '';
    expect(url.startsWith(`${APP_URL}/api/`)).toBe(true);
    const sent = await server.app.inject({
      method: 'POST',
      url: url.slice(APP_URL.length),
      headers,
      payload: body,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const rows = await server.db.db
      .select({ body: schema.messages.body })
      .from(schema.messages)
      .where(eq(schema.messages.numberId, numberId));
    expect(rows.map((row) => row.body)).toEqual([JSON.parse(body).text.body]);
  });
});
