import { LABELS, labelMessages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CookieJar, createTestServer, json, request, type TestServer } from './helpers.ts';
import { inboxClient } from './inbox-helpers.ts';
import { messagingClient, until } from './messaging-helpers.ts';
import { joinTeam } from './team-helpers.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  server = await createTestServer({
    webhooks: { retry: { delaySeconds: 1, maxDelaySeconds: 1 }, timeoutMs: 1500 },
  });
  receiver = await startReceiver();
  await inbox.listen();
}, 120_000);
afterAll(async () => {
  await inbox.closeAll();
  await receiver.stop();
  await server.close();
});

const inbox = inboxClient(() => server);
const { api } = messagingClient(() => server);
const { teamShop, write, openInbox } = inbox;

type Label = { id: string; name: string; color: string };
type Note = { id: string; text: string; author?: { id: string; name: string }; created_at: string };
type Conversation = { id: string; labels: Label[]; bot_active: boolean; waiting_since?: string };

let sequence = 0;
const phone = () => `+62858${String((sequence += 1)).padStart(8, '0')}`;

const call = (
  jar: CookieJar | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => request(server, jar, { method, url, ...(payload === undefined ? {} : { payload }) });
const createLabel = async (jar: CookieJar, name: string, color = 'purple') => {
  const response = await call(jar, 'POST', '/api/labels', { name, color });
  expect(response.statusCode, response.body).toBe(201);
  return json<Label>(response);
};
const labelsOf = async (jar: CookieJar) =>
  json<{ items: Label[] }>(await call(jar, 'GET', '/api/labels')).items;
const listIds = async (jar: CookieJar, query: string) =>
  json<{ items: Conversation[] }>(
    await call(jar, 'GET', `/api/conversations?status=open${query}`),
  ).items.map((c) => c.id);

describe('labels', () => {
  it('are defined by the owner and admins, applied by anyone in the team, and filter the inbox by keyset', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const admin = await joinTeam(server, shop.owner.jar, 'admin');

    const vip = await createLabel(shop.owner.jar, '  VIP  ');
    expect(vip).toMatchObject({ name: 'VIP', color: 'purple' });
    const complaint = await createLabel(admin.jar, 'Komplain', 'red');
    // An agent applies labels but does not define them.
    expect(
      (await call(agent.jar, 'POST', '/api/labels', { name: 'Mine', color: 'red' })).statusCode,
    ).toBe(403);
    expect(
      (await call(agent.jar, 'PUT', `/api/labels/${vip.id}`, { color: 'red' })).statusCode,
    ).toBe(403);
    expect((await call(agent.jar, 'DELETE', `/api/labels/${vip.id}`)).statusCode).toBe(403);
    expect((await labelsOf(agent.jar)).map((l) => l.name)).toEqual(['Komplain', 'VIP']);

    // Clear 4xx answers for bad input, never a 500.
    const taken = await call(shop.owner.jar, 'POST', '/api/labels', { name: 'vip', color: 'blue' });
    expect(taken.statusCode).toBe(409);
    expect(json<{ error: string }>(taken).error).toBe(labelMessages.nameTaken);
    const long = await call(shop.owner.jar, 'POST', '/api/labels', {
      name: 'x'.repeat(LABELS.nameMax + 1),
      color: 'blue',
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await call(shop.owner.jar, 'POST', '/api/labels', { name: 'A', color: 'beige' })).statusCode,
    ).toBe(400);
    expect(
      (await call(shop.owner.jar, 'POST', '/api/labels', { name: ' ', color: 'blue' })).statusCode,
    ).toBe(400);

    const first = await write(shop, phone(), 'Halo, mau pesan');
    const second = await write(shop, phone(), 'Barang saya rusak');
    const third = await write(shop, phone(), 'Ongkir berapa?');
    for (const id of [first.id, third.id]) {
      const put = await call(agent.jar, 'PUT', `/api/conversations/${id}/labels/${vip.id}`);
      expect(put.statusCode, put.body).toBe(200);
      expect(json<Conversation>(put).labels).toEqual([vip]);
    }
    // Putting it on twice changes nothing.
    expect(
      (await call(agent.jar, 'PUT', `/api/conversations/${first.id}/labels/${vip.id}`)).statusCode,
    ).toBe(200);
    await call(agent.jar, 'PUT', `/api/conversations/${second.id}/labels/${complaint.id}`);
    await call(agent.jar, 'PUT', `/api/conversations/${first.id}/labels/${complaint.id}`);

    expect(await listIds(agent.jar, `&label=${vip.id}`)).toEqual([third.id, first.id]);
    expect(await listIds(agent.jar, `&label=${complaint.id}`)).toEqual([second.id, first.id]);
    // Paged by keyset like the rest of the list.
    const page = json<{ items: Conversation[]; next_cursor: string | null }>(
      await call(agent.jar, 'GET', `/api/conversations?status=open&label=${vip.id}&limit=1`),
    );
    expect(page.items.map((c) => c.id)).toEqual([third.id]);
    const next = json<{ items: Conversation[]; next_cursor: string | null }>(
      await call(
        agent.jar,
        'GET',
        `/api/conversations?status=open&label=${vip.id}&limit=1&cursor=${page.next_cursor}`,
      ),
    );
    expect(next.items.map((c) => c.id)).toEqual([first.id]);
    const listed = json<{ items: Conversation[] }>(
      await call(agent.jar, 'GET', '/api/conversations'),
    ).items;
    expect(listed.find((c) => c.id === first.id)?.labels.map((l) => l.name)).toEqual([
      'Komplain',
      'VIP',
    ]);

    const removed = await call(
      agent.jar,
      'DELETE',
      `/api/conversations/${first.id}/labels/${vip.id}`,
    );
    expect(json<Conversation>(removed).labels).toEqual([complaint]);
    expect(await listIds(agent.jar, `&label=${vip.id}`)).toEqual([third.id]);

    // Renamed and recoloured everywhere; deleted, it comes off everything.
    const renamed = await call(admin.jar, 'PUT', `/api/labels/${complaint.id}`, {
      name: 'Keluhan',
      color: 'orange',
    });
    expect(json<Label>(renamed)).toMatchObject({ name: 'Keluhan', color: 'orange' });
    const second2 = json<Conversation>(
      await call(agent.jar, 'GET', `/api/conversations/${second.id}`),
    );
    expect(second2.labels).toEqual([{ id: complaint.id, name: 'Keluhan', color: 'orange' }]);
    // What the delete confirmation says it takes the label off.
    const usage = await call(agent.jar, 'GET', `/api/labels/${complaint.id}/usage`);
    expect(json<{ conversations: number; contacts: number }>(usage)).toEqual({
      conversations: 2,
      contacts: 0,
    });
    expect((await call(shop.owner.jar, 'DELETE', `/api/labels/${complaint.id}`)).statusCode).toBe(
      200,
    );
    expect(
      json<Conversation>(await call(agent.jar, 'GET', `/api/conversations/${second.id}`)).labels,
    ).toEqual([]);
  });

  it('keeps to the per-business limit', async () => {
    const shop = await teamShop(0);
    for (let i = 0; i < LABELS.perBusinessMax; i += 1) await createLabel(shop.owner.jar, `L${i}`);
    const over = await call(shop.owner.jar, 'POST', '/api/labels', {
      name: 'One more',
      color: 'gray',
    });
    expect(over.statusCode).toBe(403);
    expect(json<{ error: string }>(over).error).toBe(labelMessages.tooMany);
  });

  it("answer 404 for another business's labels, conversations and contacts", async () => {
    const shop = await teamShop(0);
    const stranger = await teamShop(0);
    const mine = await createLabel(shop.owner.jar, 'Reseller');
    const theirs = await createLabel(stranger.owner.jar, 'Reseller');
    const conversation = await write(shop, phone(), 'Halo');
    const theirConversation = await write(stranger, phone(), 'Halo juga');
    const contactId = conversation.contact.id;

    for (const [method, url] of [
      ['PUT', `/api/labels/${mine.id}`],
      ['DELETE', `/api/labels/${mine.id}`],
      ['GET', `/api/labels/${mine.id}/usage`],
      ['PUT', `/api/conversations/${conversation.id}/labels/${theirs.id}`],
      ['PUT', `/api/conversations/${conversation.id}/labels/not-a-uuid`],
      ['POST', `/api/conversations/${conversation.id}/notes`],
      ['PUT', `/api/contacts/${contactId}/labels/${theirs.id}`],
      ['DELETE', `/api/contacts/${contactId}/labels/${theirs.id}`],
    ] as const) {
      const response = await call(
        stranger.owner.jar,
        method,
        url,
        method === 'PUT' || method === 'POST' ? { color: 'red', text: 'x' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Their label on my conversation, my label on theirs: not found either way round.
    expect(
      (
        await call(
          shop.owner.jar,
          'PUT',
          `/api/conversations/${conversation.id}/labels/${theirs.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          shop.owner.jar,
          'PUT',
          `/api/conversations/${theirConversation.id}/labels/${mine.id}`,
        )
      ).statusCode,
    ).toBe(404);
    // Their label filters my list down to nothing.
    expect(await listIds(shop.owner.jar, `&label=${theirs.id}`)).toEqual([]);
    expect(await listIds(shop.owner.jar, '&label=nonsense')).toEqual([]);
    expect((await labelsOf(stranger.owner.jar)).map((l) => l.id)).toEqual([theirs.id]);
  });

  it('go on contacts too, and filter the contact book', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const reseller = await createLabel(shop.owner.jar, 'Reseller', 'green');
    const a = await write(shop, phone(), 'Halo', 'Ayu');
    await write(shop, phone(), 'Halo', 'Budi');
    const contactId = a.contact.id;
    const put = await call(agent.jar, 'PUT', `/api/contacts/${contactId}/labels/${reseller.id}`);
    expect(put.statusCode, put.body).toBe(200);
    expect(json<{ labels: Label[] }>(put).labels).toEqual([reseller]);
    const book = json<{ items: { id: string; name: string; labels: Label[] }[]; total: number }>(
      await call(agent.jar, 'GET', `/api/contacts?label=${reseller.id}`),
    );
    expect(book.items.map((c) => c.name)).toEqual(['Ayu']);
    expect(book.items[0]?.labels).toEqual([reseller]);
    expect(book.total).toBe(1);
    const off = await call(agent.jar, 'DELETE', `/api/contacts/${contactId}/labels/${reseller.id}`);
    expect(json<{ labels: Label[] }>(off).labels).toEqual([]);
    expect(
      json<{ total: number }>(await call(agent.jar, 'GET', `/api/contacts?label=${reseller.id}`))
        .total,
    ).toBe(0);
  });
});

describe('private notes', () => {
  it('show in the thread for the team, live, and never reach the customer, the API or a webhook, nor count as a reply', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const endpoint = await call(shop.owner.jar, 'POST', '/api/webhooks', {
      url: receiver.url(),
      events: ['message.received', 'message.status'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    receiver.trust(json<{ secret: string }>(endpoint).secret);
    const token = json<{ token: string }>(
      await call(shop.owner.jar, 'POST', `/api/whatsapp-numbers/${shop.numberId}/tokens`, {
        name: 'Shop',
      }),
    ).token;

    const customerPhone = phone();
    const conversation = await write(shop, customerPhone, 'Barang belum sampai');
    const ownerTab = await openInbox(shop.owner);
    // Online, the owner is given the waiting customer: that happens before the note, not by it.
    await inbox.assignedTo(shop.owner.jar, customerPhone, shop.owner.id);
    const before = json<Conversation & { last_message_at: string; assignee_id?: string }>(
      await call(agent.jar, 'GET', `/api/conversations/${conversation.id}`),
    );

    const secret = 'Catatan rahasia: pelanggan lama, kasih diskon';
    const written = await call(agent.jar, 'POST', `/api/conversations/${conversation.id}/notes`, {
      text: `  ${secret}  `,
    });
    expect(written.statusCode, written.body).toBe(201);
    const note = json<Note>(written);
    expect(note).toMatchObject({ text: secret, author: { id: agent.id, name: agent.name } });
    await ownerTab.heard(conversation.id, 'note');

    // The team sees it beside the messages.
    const thread = json<{ items: { text?: string }[]; notes: Note[] }>(
      await call(shop.owner.jar, 'GET', `/api/conversations/${conversation.id}/messages`),
    );
    expect(thread.notes.map((n) => n.id)).toEqual([note.id]);
    expect(thread.items.some((m) => m.text === secret)).toBe(false);

    // Not a reply: the bot, the waiting time, the activity and the assignee stay as they were.
    const after = json<Conversation & { last_message_at: string; assignee_id?: string }>(
      await call(agent.jar, 'GET', `/api/conversations/${conversation.id}`),
    );
    expect(after).toMatchObject({
      bot_active: before.bot_active,
      last_message_at: before.last_message_at,
    });
    expect(after.waiting_since).toBe(before.waiting_since);
    expect(after.assignee_id).toBe(before.assignee_id);

    // A real reply afterwards reaches the customer and the webhook; the note never does.
    expect(
      (
        await call(agent.jar, 'POST', `/api/conversations/${conversation.id}/messages`, {
          text: 'Kami cek ya kak',
        })
      ).statusCode,
    ).toBe(202);
    await until('the reply at the customer', async () => {
      const received = json<{ items: { direction: string; text: string }[] }>(
        await call(
          shop.owner.jar,
          'GET',
          `/api/whatsapp-numbers/${shop.numberId}/sandbox/messages?contact=${encodeURIComponent(customerPhone)}`,
        ),
      )
        .items.filter((m) => m.direction === 'to_contact')
        .map((m) => m.text);
      return received.includes('Kami cek ya kak') ? received : undefined;
    }).then((received) => expect(received.join('\n')).not.toContain(secret));
    await until('the reply’s status webhook', async () =>
      receiver.events.some(
        (e) => e.type === 'message.status' && JSON.stringify(e).includes(conversation.id),
      )
        ? true
        : undefined,
    );
    expect(JSON.stringify(receiver.events)).not.toContain(secret);
    const apiMessages = await api(
      token,
      'GET',
      `/api/v1/messages?contact=${encodeURIComponent(customerPhone)}`,
    );
    expect(apiMessages.statusCode, apiMessages.body).toBe(200);
    expect(apiMessages.body).not.toContain(secret);
    expect(apiMessages.body).toContain('Kami cek ya kak');
    await ownerTab.close();
  });

  it('come once each across the pages of a long thread, and refuse empty or long text', async () => {
    const shop = await teamShop(0);
    const conversation = await write(shop, phone(), 'Satu');
    const jar = shop.owner.jar;
    await call(jar, 'POST', `/api/conversations/${conversation.id}/notes`, { text: 'after one' });
    await write(shop, conversation.contact.phone ?? '', 'Dua');
    await call(jar, 'POST', `/api/conversations/${conversation.id}/notes`, { text: 'after two' });
    await write(shop, conversation.contact.phone ?? '', 'Tiga');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: unknown[]; notes: Note[]; next_cursor: string | null } = json(
        await call(
          jar,
          'GET',
          `/api/conversations/${conversation.id}/messages?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        ),
      );
      seen.push(...page.notes.map((n) => n.text));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['after two', 'after one']);
    expect(
      (await call(jar, 'POST', `/api/conversations/${conversation.id}/notes`, { text: '   ' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(jar, 'POST', `/api/conversations/${conversation.id}/notes`, {
          text: 'x'.repeat(LABELS.noteMax + 1),
        })
      ).statusCode,
    ).toBe(400);
  });
});
