import { HANDOFF_REASONS, messagingMessages } from '@balasin/shared';
import { INBOX, inboxMessages } from '@balasin/shared/inbox';
import { describe, expect, it } from 'vitest';
import { adminJar, type CookieJar, customer, json, request } from './helpers.ts';
import { type InboxConversation } from './inbox-helpers.ts';
import { until } from './messaging-helpers.ts';
import { useInboxServer } from './use-inbox-server.ts';

const { server, inbox } = useInboxServer();
const { teamShop, write, conversationOf, setStatus, openInbox } = inbox;

type ThreadMessage = {
  id: string;
  conversation_id: string;
  direction: string;
  sender: string;
  text?: string;
  status: string;
  author?: { id: string; name: string };
};
type Thread = { items: ThreadMessage[]; next_cursor: string | null };

let sequence = 0;
const phone = () => `+62857${String((sequence += 1)).padStart(8, '0')}`;

const get = (jar: CookieJar | undefined, url: string) =>
  request(server, jar, { method: 'GET', url });
const thread = async (jar: CookieJar, id: string, query = '') =>
  json<Thread>(await get(jar, `/api/conversations/${id}/messages${query}`));
const reply = (jar: CookieJar | undefined, id: string, text: unknown) =>
  request(server, jar, {
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    payload: { text },
  });
const assign = (jar: CookieJar | undefined, id: string, assigneeId: string | null) =>
  request(server, jar, {
    method: 'PUT',
    url: `/api/conversations/${id}/assignee`,
    payload: { assignee_id: assigneeId },
  });
const markRead = (jar: CookieJar | undefined, id: string) =>
  request(server, jar, { method: 'POST', url: `/api/conversations/${id}/read` });

/** What the simulated customer's phone received from the business. */
const customerReceived = async (jar: CookieJar, numberId: string, from: string) =>
  json<{ items: { direction: string; text: string }[] }>(
    await get(
      jar,
      `/api/whatsapp-numbers/${numberId}/sandbox/messages?contact=${encodeURIComponent(from)}`,
    ),
  )
    .items.filter((m) => m.direction === 'to_contact')
    .map((m) => m.text);

describe('the inbox, for any member of the business', () => {
  it('shows the thread newest first by cursor, and an agent’s reply goes out, pauses the bot and makes the conversation theirs', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const customerPhone = phone();
    await write(shop, customerPhone, 'Halo kak', 'Rina');
    await write(shop, customerPhone, 'Ada warna merah?');
    const conversation = await write(shop, customerPhone, 'Ukuran L ya');
    expect(conversation).toMatchObject({ bot_active: true, unread_count: 3 });
    expect(conversation.assignee_id).toBeUndefined();

    const sent = await reply(agent.jar, conversation.id, '  Ada kak, stok tinggal 2  ');
    expect(sent.statusCode, sent.body).toBe(202);
    expect(json<ThreadMessage>(sent)).toMatchObject({
      conversation_id: conversation.id,
      direction: 'outbound',
      sender: 'agent',
      text: 'Ada kak, stok tinggal 2',
      status: 'queued',
      author: { id: agent.id, name: agent.name },
    });
    // The sandbox customer receives it; the message moves past queued.
    await until('the reply at the customer', async () =>
      (await customerReceived(shop.owner.jar, shop.numberId, customerPhone)).includes(
        'Ada kak, stok tinggal 2',
      )
        ? true
        : undefined,
    );
    const after = await conversationOf(agent.jar, customerPhone);
    expect(after).toMatchObject({
      bot_active: false,
      handoff_reason: HANDOFF_REASONS.agentReplied,
      assignee_id: agent.id,
      assignee_name: agent.name,
      last_message_preview: 'Ada kak, stok tinggal 2',
    });
    expect(after?.waiting_since).toBeUndefined();

    // The owner replies too: the conversation stays the agent's.
    expect((await reply(shop.owner.jar, conversation.id, 'Mau dikirim hari ini?')).statusCode).toBe(
      202,
    );
    expect((await conversationOf(agent.jar, customerPhone))?.assignee_id).toBe(agent.id);

    const first = await thread(agent.jar, conversation.id, '?limit=3');
    expect(first.items.map((m) => m.text)).toEqual([
      'Mau dikirim hari ini?',
      'Ada kak, stok tinggal 2',
      'Ukuran L ya',
    ]);
    expect(first.items.map((m) => m.author?.name)).toEqual([
      shop.owner.name,
      agent.name,
      undefined,
    ]);
    expect(first.items[2]).toMatchObject({ direction: 'inbound', sender: 'contact' });
    const second = await thread(agent.jar, conversation.id, `?limit=3&cursor=${first.next_cursor}`);
    expect(second.items.map((m) => m.text)).toEqual(['Ada warna merah?', 'Halo kak']);
    expect(second.next_cursor).toBeNull();
    const garbage = await get(agent.jar, `/api/conversations/${conversation.id}/messages?cursor=x`);
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses an empty or too long reply, and another business’s or a malformed conversation', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const stranger = await teamShop(0);
    const conversation = await write(shop, phone(), 'Halo');

    for (const [text, message] of [
      ['   ', inboxMessages.replyEmpty],
      ['', inboxMessages.replyEmpty],
      [undefined, inboxMessages.replyEmpty],
      ['x'.repeat(INBOX.replyMax + 1), inboxMessages.replyTooLong],
    ] as const) {
      const refused = await reply(agent.jar, conversation.id, text);
      expect(refused.statusCode, String(text)).toBe(400);
      expect(json(refused)).toMatchObject({ code: 'BAD_REQUEST', message });
    }
    const admin = await adminJar(server);
    for (const [jar, id] of [
      [stranger.owner.jar, conversation.id],
      [admin, conversation.id],
      [agent.jar, 'not-a-uuid'],
      [agent.jar, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const calls = [
        await reply(jar, id, 'Halo'),
        await get(jar, `/api/conversations/${id}/messages`),
        await setStatus(jar, id, { status: 'resolved' }),
        await assign(jar, id, null),
        await markRead(jar, id),
      ];
      for (const answer of calls) {
        expect(answer.statusCode, `${answer.body} ${id}`).toBe(404);
        expect(json(answer)).toMatchObject({
          code: 'NOT_FOUND',
          message: messagingMessages.conversationNotFound,
        });
      }
    }
    // Nothing was sent, changed or read.
    expect((await thread(agent.jar, conversation.id)).items).toHaveLength(1);
    const untouched = await conversationOf(agent.jar, conversation.contact.phone ?? '');
    expect(untouched).toMatchObject({ status: 'open', unread_count: 1, bot_active: true });
    expect(untouched?.assignee_id).toBeUndefined();
    // Someone of no business lists nothing and has no team; nobody signed in gets 401.
    expect(json<{ items: unknown[] }>(await get(admin, '/api/conversations')).items).toEqual([]);
    expect(json<{ members: unknown[] }>(await get(admin, '/api/inbox/members')).members).toEqual(
      [],
    );
    expect((await reply(undefined, conversation.id, 'Halo')).statusCode).toBe(401);
  });

  it('resolves and snoozes, and the customer’s next message opens it again', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const customerPhone = phone();
    const conversation = await write(shop, customerPhone, 'Terima kasih kak');

    const resolved = await setStatus(agent.jar, conversation.id, { status: 'resolved' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(json<InboxConversation>(resolved).status).toBe('resolved');
    await write(shop, customerPhone, 'Eh satu lagi kak');
    expect((await conversationOf(agent.jar, customerPhone))?.status).toBe('open');

    const later = new Date(server.now().getTime() + 3_600_000).toISOString();
    const snoozed = json<InboxConversation>(
      await setStatus(agent.jar, conversation.id, { status: 'snoozed', snoozed_until: later }),
    );
    expect(snoozed).toMatchObject({ status: 'snoozed', snoozed_until: later });
    await write(shop, customerPhone, 'Kak?');
    const woken = await conversationOf(agent.jar, customerPhone);
    expect(woken?.status).toBe('open');
    expect(woken?.snoozed_until).toBeUndefined();

    // Until the customer's next message: no time.
    const untilNext = json<InboxConversation>(
      await setStatus(agent.jar, conversation.id, { status: 'snoozed' }),
    );
    expect(untilNext.status).toBe('snoozed');
    expect(untilNext.snoozed_until).toBeUndefined();
    await write(shop, customerPhone, 'Jadi gimana kak?');
    expect((await conversationOf(agent.jar, customerPhone))?.status).toBe('open');

    const pending = await setStatus(shop.owner.jar, conversation.id, { status: 'pending' });
    expect(json<InboxConversation>(pending).status).toBe('pending');

    for (const payload of [
      {
        status: 'snoozed',
        snoozed_until: new Date(server.now().getTime() - 60_000).toISOString(),
      },
      { status: 'closed' },
      { status: 'snoozed', snoozed_until: 'tomorrow' },
      {},
    ]) {
      const refused = await setStatus(agent.jar, conversation.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(refused)).toMatchObject({ code: 'BAD_REQUEST' });
    }
    const past = await setStatus(agent.jar, conversation.id, {
      status: 'snoozed',
      snoozed_until: new Date(server.now().getTime() - 1000).toISOString(),
    });
    expect(json(past).message).toBe(inboxMessages.snoozeInPast);
    expect((await conversationOf(agent.jar, customerPhone))?.status).toBe('pending');
  });

  it('assigns to a member or back to the queue, marks read, and names the team with who is online', async () => {
    const shop = await teamShop(2);
    const [a1, a2] = shop.agents as [(typeof shop.agents)[0], (typeof shop.agents)[0]];
    const stranger = await customer(server, { active: false });
    const strangerId = json<{ user: { id: string } }>(await get(stranger.jar, '/api/auth/user'))
      .user.id;
    const customerPhone = phone();
    await write(shop, customerPhone, 'Pesanan #12');
    const conversation = await write(shop, customerPhone, 'Sudah dikirim belum?');
    expect(conversation.unread_count).toBe(2);

    const given = await assign(a1.jar, conversation.id, a2.id);
    expect(given.statusCode, given.body).toBe(200);
    expect(json<InboxConversation>(given)).toMatchObject({ assignee_id: a2.id });
    for (const nobody of [strangerId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await assign(a1.jar, conversation.id, nobody);
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({
        code: 'BAD_REQUEST',
        message: inboxMessages.assigneeNotMember,
      });
    }
    expect((await assign(a1.jar, conversation.id, 'nope')).statusCode).toBe(400);
    expect((await conversationOf(a1.jar, customerPhone))?.assignee_id).toBe(a2.id);
    const queued = json<InboxConversation>(await assign(a2.jar, conversation.id, null));
    expect(queued.assignee_id).toBeUndefined();

    const read = await markRead(a2.jar, conversation.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(json<InboxConversation>(read).unread_count).toBe(0);
    await write(shop, customerPhone, 'Halo?');
    expect((await conversationOf(a2.jar, customerPhone))?.unread_count).toBe(1);

    const before = json<{ members: { id: string; name: string; role: string; online: boolean }[] }>(
      await get(a1.jar, '/api/inbox/members'),
    ).members;
    expect(before.map((m) => m.id).sort()).toEqual([shop.owner.id, a1.id, a2.id].sort());
    expect(before.every((m) => !m.online)).toBe(true);
    expect(before.find((m) => m.id === shop.owner.id)?.role).toBe('owner');
    const tab = await openInbox(a1);
    const members = json<{ members: { id: string; online: boolean; capacity: number }[] }>(
      await get(a2.jar, '/api/inbox/members'),
    ).members;
    expect(members.filter((m) => m.online).map((m) => m.id)).toEqual([a1.id]);
    expect(members.every((m) => m.capacity === INBOX.defaultCapacity)).toBe(true);
    await tab.close();
  });

  it('filters by mine, unassigned, status and words in the name, phone or messages (wildcards literal)', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const [p1, p2, p3] = [phone(), phone(), phone()];
    const one = await write(shop, p1, 'Diskon 50% berlaku?', 'Wulan');
    const two = await write(shop, p2, 'Kirim ke Bogor_Timur bisa?', 'Joko');
    const three = await write(shop, p3, 'Terima kasih', 'Putri');
    await assign(shop.owner.jar, one.id, agent.id);
    await setStatus(agent.jar, three.id, { status: 'resolved' });

    const names = async (jar: CookieJar, query: string) =>
      (await inbox.list(jar, query)).map((c) => c.contact.name).sort();
    expect(await names(agent.jar, '&assignee=mine')).toEqual(['Wulan']);
    expect(await names(shop.owner.jar, '&assignee=mine')).toEqual([]);
    expect(await names(agent.jar, '&assignee=unassigned')).toEqual(['Joko', 'Putri']);
    expect(await names(agent.jar, '&assignee=all&status=open')).toEqual(['Joko', 'Wulan']);
    expect(await names(agent.jar, '&status=resolved')).toEqual(['Putri']);
    expect(await names(agent.jar, '&assignee=unassigned&status=open')).toEqual(['Joko']);
    expect(await names(agent.jar, '&q=wul')).toEqual(['Wulan']);
    expect(await names(agent.jar, `&q=${encodeURIComponent(p2.slice(-6))}`)).toEqual(['Joko']);
    expect(await names(agent.jar, '&q=TERIMA')).toEqual(['Putri']);
    // % and _ are the customer's characters, not patterns.
    expect(await names(agent.jar, `&q=${encodeURIComponent('50%')}`)).toEqual(['Wulan']);
    expect(await names(agent.jar, `&q=${encodeURIComponent('%')}`)).toEqual(['Wulan']);
    expect(await names(agent.jar, `&q=${encodeURIComponent('r_T')}`)).toEqual(['Joko']);
    expect(await names(agent.jar, `&q=${encodeURIComponent('_')}`)).toEqual(['Joko']);
    expect(await names(agent.jar, `&q=${encodeURIComponent('i%k')}`)).toEqual([]);
    expect(two.contact.name).toBe('Joko');
    for (const query of ['&assignee=someone', `&q=${'x'.repeat(INBOX.searchMax + 1)}`]) {
      expect((await get(agent.jar, `/api/conversations?${query}`)).statusCode).toBe(400);
    }
    // A stranger's words find nothing of this business.
    const stranger = await teamShop(0);
    expect(await names(stranger.owner.jar, '&q=Wulan')).toEqual([]);
  });

  it('tells every open inbox of the business live, and no other business', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const stranger = await teamShop(0);
    // Both tabs are online: automatic assignment gives the new customer to one of them.
    const ownerTab = await openInbox(shop.owner);
    const agentTab = await openInbox(agent);
    const strangerTab = await openInbox(stranger.owner);

    const conversation = await write(shop, phone(), 'Halo, ada yang bisa bantu?');
    await agentTab.heard(conversation.id, 'message');
    await ownerTab.heard(conversation.id, 'message');
    await agentTab.heard(conversation.id, 'assignment');
    const sent = await reply(agent.jar, conversation.id, 'Bisa kak');
    expect(sent.statusCode).toBe(202);
    await until('the reply’s event', async () =>
      ownerTab.events.filter((e) => e.conversationId === conversation.id && e.change === 'message')
        .length >= 2
        ? true
        : undefined,
    );
    await markRead(shop.owner.jar, conversation.id);
    await agentTab.heard(conversation.id, 'read');
    await setStatus(shop.owner.jar, conversation.id, { status: 'resolved' });
    await agentTab.heard(conversation.id, 'status');
    expect(agentTab.events.every((e) => e.numberId === shop.numberId)).toBe(true);
    expect(strangerTab.events.some((e) => e.conversationId === conversation.id)).toBe(false);
    for (const tab of [ownerTab, agentTab, strangerTab]) await tab.close();
  });
});
