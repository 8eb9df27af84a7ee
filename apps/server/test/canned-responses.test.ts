import { CANNED_RESPONSES, cannedMessages } from '@balasin/shared/canned-responses';
import { describe, expect, it } from 'vitest';
import { type CookieJar, customer, json, request } from './helpers.ts';
import { inboxClient } from './inbox-helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const { teamShop, write } = inboxClient(() => server);

type Canned = { id: string; shortcut: string; text: string; filled_text?: string };
type Suggestion = {
  question: string | null;
  answer: string | null;
  sources: { id: string; kind: string; title: string }[];
  handoff: boolean;
  reason: string | null;
};

let sequence = 0;
const phone = () => `+62858${String((sequence += 1)).padStart(8, '0')}`;

const create = (jar: CookieJar | undefined, payload: unknown) =>
  request(server, jar, { method: 'POST', url: '/api/canned-responses', payload });
const update = (jar: CookieJar | undefined, id: string, payload: unknown) =>
  request(server, jar, { method: 'PUT', url: `/api/canned-responses/${id}`, payload });
const remove = (jar: CookieJar | undefined, id: string) =>
  request(server, jar, { method: 'DELETE', url: `/api/canned-responses/${id}` });
const list = async (jar: CookieJar, query = '') =>
  json<Canned[]>(
    await request(server, jar, { method: 'GET', url: `/api/canned-responses${query}` }),
  );
const suggest = (jar: CookieJar | undefined, id: string) =>
  request(server, jar, { method: 'POST', url: `/api/conversations/${id}/suggestion` });

describe('canned responses', () => {
  it('are written by the owner and admins, read and used by everyone, filled per conversation', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const created = await create(shop.owner.jar, {
      shortcut: ' /Harga ',
      text: 'Halo {{nama}} ({{ NOMOR }}), harga kaos Rp75.000. Salam, {{agen}} {{lainnya}}',
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = json<Canned>(created);
    expect(response).toMatchObject({ shortcut: 'harga' });
    expect(response.filled_text).toBeUndefined();

    // The shortcut is unique in the business, whatever its case.
    const again = await create(shop.owner.jar, { shortcut: 'HARGA', text: 'x' });
    expect(again.statusCode).toBe(409);
    expect(json<{ error: string }>(again).error).toBe(cannedMessages.shortcutTaken);
    const bad = await create(shop.owner.jar, { shortcut: 'harga kaos', text: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: string }>(bad).error).toBe(cannedMessages.shortcutInvalid);
    expect((await create(shop.owner.jar, { shortcut: 'ok', text: ' ' })).statusCode).toBe(400);
    const long = 'x'.repeat(CANNED_RESPONSES.textMax + 1);
    expect((await create(shop.owner.jar, { shortcut: 'ok', text: long })).statusCode).toBe(400);

    // An agent uses them but cannot change them.
    expect((await create(agent.jar, { shortcut: 'agen', text: 'x' })).statusCode).toBe(403);
    expect((await update(agent.jar, response.id, { shortcut: 'h', text: 'x' })).statusCode).toBe(
      403,
    );
    expect((await remove(agent.jar, response.id)).statusCode).toBe(403);

    const customerPhone = phone();
    const conversation = await write(shop, customerPhone, 'Kak harga kaos?', 'Rina');
    const filled = await list(agent.jar, `?conversation_id=${conversation.id}`);
    expect(filled).toEqual([
      expect.objectContaining({
        id: response.id,
        filled_text: `Halo Rina (${customerPhone}), harga kaos Rp75.000. Salam, ${agent.name} {{lainnya}}`,
      }),
    ]);

    // Edited and deleted by the owner; a taken shortcut is refused on edit too.
    const second = json<Canned>(
      await create(shop.owner.jar, { shortcut: 'ongkir', text: 'Ongkir?' }),
    );
    expect(
      (await update(shop.owner.jar, second.id, { shortcut: 'harga', text: 'x' })).statusCode,
    ).toBe(409);
    const edited = await update(shop.owner.jar, second.id, {
      shortcut: 'kirim',
      text: 'Dikirim besok',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<Canned>(edited)).toMatchObject({ shortcut: 'kirim', text: 'Dikirim besok' });
    expect((await list(agent.jar)).map((c) => c.shortcut)).toEqual(['harga', 'kirim']);
    expect((await remove(shop.owner.jar, second.id)).statusCode).toBe(200);
    expect((await remove(shop.owner.jar, second.id)).statusCode).toBe(404);
    expect((await list(shop.owner.jar)).map((c) => c.shortcut)).toEqual(['harga']);
  });

  it("are another business's 404, and so is its conversation", async () => {
    const shop = await teamShop(0);
    const response = json<Canned>(
      await create(shop.owner.jar, { shortcut: 'salam', text: 'Halo' }),
    );
    const conversation = await write(shop, phone(), 'Halo');
    const stranger = await customer(server, { packageType: 'pro' });
    expect((await update(stranger.jar, response.id, { shortcut: 'x', text: 'y' })).statusCode).toBe(
      404,
    );
    expect((await remove(stranger.jar, response.id)).statusCode).toBe(404);
    expect((await update(stranger.jar, 'not-an-id', { shortcut: 'x', text: 'y' })).statusCode).toBe(
      404,
    );
    expect(await list(stranger.jar)).toEqual([]);
    const filled = await request(server, stranger.jar, {
      method: 'GET',
      url: `/api/canned-responses?conversation_id=${conversation.id}`,
    });
    expect(filled.statusCode).toBe(404);
    // The same shortcut is free in another business.
    expect((await create(stranger.jar, { shortcut: 'salam', text: 'Hai' })).statusCode).toBe(201);
  });
});

describe('a suggested reply', () => {
  it("answers the customer's latest message from the knowledge, with its sources, sending nothing", async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const faq = await request(server, shop.owner.jar, {
      method: 'POST',
      url: '/api/knowledge/faqs',
      payload: {
        question: 'Berapa ongkos kirim ke Jakarta?',
        answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
      },
    });
    expect(faq.statusCode, faq.body).toBe(201);
    const customerPhone = phone();
    await write(shop, customerPhone, 'Halo kak');
    const conversation = await write(shop, customerPhone, 'kak ongkir ke jakarta brp ya?');
    const answered = await suggest(agent.jar, conversation.id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json<Suggestion>(answered)).toMatchObject({
      question: 'kak ongkir ke jakarta brp ya?',
      answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
      handoff: false,
      reason: null,
      sources: [expect.objectContaining({ id: json<{ id: string }>(faq).id, kind: 'faq' })],
    });

    // A question the knowledge does not cover: no suggestion, and why.
    await write(shop, customerPhone, 'Bisa custom sablon logo perusahaan?');
    const unknown = json<Suggestion>(await suggest(agent.jar, conversation.id));
    expect(unknown).toMatchObject({ answer: null, handoff: true, reason: 'low_confidence' });

    // Nothing went to the customer: the thread holds only their messages.
    const thread = json<{ items: { direction: string }[] }>(
      await request(server, agent.jar, {
        method: 'GET',
        url: `/api/conversations/${conversation.id}/messages`,
      }),
    );
    expect(thread.items.every((m) => m.direction === 'inbound')).toBe(true);
  });

  it('is none without knowledge, and 404 for another business', async () => {
    const shop = await teamShop(0);
    const conversation = await write(shop, phone(), 'Stok warna merah ada?');
    expect(json<Suggestion>(await suggest(shop.owner.jar, conversation.id))).toMatchObject({
      question: 'Stok warna merah ada?',
      answer: null,
      sources: [],
      handoff: true,
      reason: 'low_confidence',
    });
    const stranger = await customer(server, { packageType: 'pro' });
    expect((await suggest(stranger.jar, conversation.id)).statusCode).toBe(404);
    expect((await suggest(stranger.jar, 'nope')).statusCode).toBe(404);
    expect((await suggest(undefined, conversation.id)).statusCode).toBe(401);
  });
});
