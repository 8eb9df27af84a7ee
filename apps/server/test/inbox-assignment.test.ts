import { assignWaitingConversations } from '@balasin/api';
import { INBOX } from '@balasin/shared/inbox';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startInboxJob } from '../src/jobs/inbox-job.ts';
import { SHOP_FAQS } from './bot-helpers.ts';
import { json, request } from './helpers.ts';
import { messagingClient, until } from './messaging-helpers.ts';
import { useInboxServer } from './use-inbox-server.ts';

const { server, inbox } = useInboxServer();
const { teamShop, setCapacity, write, assignedTo, openInbox, conversationOf, setStatus } = inbox;

const { inbound } = messagingClient(() => server);

const phone = (n: number) => `+62856${String(n).padStart(8, '0')}`;

describe('automatic assignment', () => {
  it('goes round robin among online members below capacity, longest-waiting first; resolving or coming online takes the next at once', async () => {
    const shop = await teamShop(3);
    const [a1, a2, a3] = shop.agents as [
      (typeof shop.agents)[0],
      (typeof shop.agents)[0],
      (typeof shop.agents)[0],
    ];
    await setCapacity(shop.businessId, a1.id, 2);
    await setCapacity(shop.businessId, a2.id, 2);
    await setCapacity(shop.businessId, a3.id, 1);
    // The three agents have the inbox open; the owner does not (offline: given nothing).
    const tabs = [await openInbox(a1), await openInbox(a2), await openInbox(a3)];

    // One customer at a time: nobody gets a second while another has fewer; among equals the
    // one given one least recently; a member at capacity is skipped.
    const expected = [a1, a2, a3, a1, a2];
    for (const [i, member] of expected.entries()) {
      await write(shop, phone(100 + i), `Halo, saya pelanggan ${i + 1}`);
      await assignedTo(shop.owner.jar, phone(100 + i), member.id);
    }
    // Everyone online is full: the sixth and seventh wait, in the order they came.
    const sixth = await write(shop, phone(105), 'Halo, saya pelanggan 6');
    const seventh = await write(shop, phone(106), 'Halo, saya pelanggan 7');
    expect(sixth.assignee_id).toBeUndefined();
    expect(seventh.assignee_id).toBeUndefined();
    const waiting = await inbox.list(shop.owner.jar, '&assignee=unassigned&status=open');
    expect(waiting.map((c) => c.contact.phone).sort()).toEqual([phone(105), phone(106)]);

    // a2 resolves one: the longest-waiting customer is theirs by the time the answer comes back.
    const second = await conversationOf(shop.owner.jar, phone(101));
    const resolved = await setStatus(a2.jar, second?.id ?? '', { status: 'resolved' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((await conversationOf(shop.owner.jar, phone(105)))?.assignee_id).toBe(a2.id);
    expect((await conversationOf(shop.owner.jar, phone(106)))?.assignee_id).toBeUndefined();
    await tabs[1]?.heard(sixth.id, 'assignment');

    // The owner opens the inbox: the seventh is theirs at once (no periodic pass runs here), and
    // their tab hears of it.
    const ownerTab = await openInbox(shop.owner);
    await ownerTab.heard(seventh.id, 'assignment');
    expect((await conversationOf(shop.owner.jar, phone(106)))?.assignee_id).toBe(shop.owner.id);

    for (const tab of [...tabs, ownerTab]) await tab.close();
  });

  it('gives two customers arriving at once with one free agent exactly one assignment', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    await setCapacity(shop.businessId, agent.id, 1);
    const tab = await openInbox(agent);
    await Promise.all([
      write(shop, phone(200), 'Barengan 1'),
      write(shop, phone(201), 'Barengan 2'),
    ]);
    await until('one assigned', async () => {
      const mine = await inbox.list(agent.jar, '&assignee=mine');
      return mine.length === 1 ? true : undefined;
    });
    expect(await inbox.list(agent.jar, '&assignee=unassigned')).toHaveLength(1);

    // The passes themselves, several pairs side by side: each time the agent has room for one
    // more (PostgreSQL runs the two on two connections at once; PGlite one after the other).
    // The pass that follows a customer's message may still be under way and take the room
    // first: then neither of the two gives out any. Never two. (On PostgreSQL this fails when
    // both the per-business lock and the claim's re-check are taken away; either one holds.)
    let capacity = 1;
    for (let round = 0; round < 5; round += 1) {
      await write(shop, phone(210 + 2 * round), `Ronde ${round} a`);
      await write(shop, phone(211 + 2 * round), `Ronde ${round} b`);
      capacity += 1;
      await setCapacity(shop.businessId, agent.id, capacity);
      const results = await Promise.all([
        assignWaitingConversations(server.db.db, {
          businessId: shop.businessId,
          now: server.now(),
          jobs: server.jobs.port,
        }),
        assignWaitingConversations(server.db.db, {
          businessId: shop.businessId,
          now: server.now(),
          jobs: server.jobs.port,
        }),
      ]);
      expect(results.flat().length, `round ${round}`).toBeLessThanOrEqual(1);
      expect(await inbox.list(agent.jar, '&assignee=mine&status=open')).toHaveLength(capacity);
    }
    await tab.close();
  });

  it('sends a conversation reopened while its agent is offline back to the queue, to someone online', async () => {
    const shop = await teamShop(2);
    const [a1, a2] = shop.agents as [(typeof shop.agents)[0], (typeof shop.agents)[0]];
    const first = await openInbox(a1);
    const second = await openInbox(a2);
    await write(shop, phone(300), 'Pesanan saya belum sampai');
    const conversation = await assignedTo(shop.owner.jar, phone(300), a1.id);
    await write(shop, phone(301), 'Mau tanya stok');
    await assignedTo(shop.owner.jar, phone(301), a2.id);
    for (const id of [conversation.id, (await conversationOf(a1.jar, phone(301)))?.id ?? '']) {
      expect((await setStatus(a1.jar, id, { status: 'resolved' })).statusCode).toBe(200);
    }

    // a1 closes the tab and the presence lapses; a2's tab is open (renewed) all along.
    await first.close();
    await second.close();
    server.advance(INBOX.presenceSeconds + 1);
    const secondAgain = await openInbox(a2);
    expect((await inbox.online(a2.jar)).find((m) => m.id === a1.id)?.online).toBe(false);

    // a1's customer writes again: not left waiting for a1, but given to a2.
    await write(shop, phone(300), 'Halo? Masih ada orang?');
    const reopened = await assignedTo(shop.owner.jar, phone(300), a2.id);
    expect(reopened.status).toBe('open');
    await secondAgain.heard(conversation.id, 'assignment');
    // a2's own resolved customer comes back to a2, who is online.
    await write(shop, phone(301), 'Satu lagi');
    expect((await assignedTo(shop.owner.jar, phone(301), a2.id)).status).toBe('open');
    await secondAgain.close();
  });

  it('queues the bot’s hand-offs, never a conversation the bot is answering', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    for (const faq of SHOP_FAQS) {
      const created = await request(server, shop.owner.jar, {
        method: 'POST',
        url: '/api/knowledge/faqs',
        payload: faq,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const bot = await request(server, shop.owner.jar, {
      method: 'PUT',
      url: `/api/whatsapp-numbers/${shop.numberId}/bot`,
      payload: { enabled: true },
    });
    expect(bot.statusCode, bot.body).toBe(200);
    const tab = await openInbox(agent);

    // The bot's reply may replace the customer's words as the last message before anyone looks.
    await inbound(shop.owner.jar, shop.numberId, phone(400), 'Berapa ongkos kirim ke Jakarta?');
    // The bot answers (its reply becomes the last message); nobody is given the conversation.
    const answered = await until('the bot’s answer', async () => {
      const found = await conversationOf(shop.owner.jar, phone(400));
      return found?.last_message_preview?.startsWith('Ongkos kirim') ? found : undefined;
    });
    expect(answered).toMatchObject({ bot_active: true, status: 'open' });
    expect(answered.assignee_id).toBeUndefined();

    await inbound(shop.owner.jar, shop.numberId, phone(400), 'mau ngobrol sama admin dong');
    const handedOver = await assignedTo(shop.owner.jar, phone(400), agent.id);
    expect(handedOver.bot_active).toBe(false);
    await tab.heard(handedOver.id, 'assignment');
    await tab.close();
  });

  it('wakes snoozed conversations and assigns what waits on its periodic pass', async () => {
    const shop = await teamShop(1);
    const agent = shop.agents[0] as (typeof shop.agents)[0];
    const written = await write(shop, phone(500), 'Nanti saya kabari lagi');
    const until5 = new Date(server.now().getTime() + 60_000).toISOString();
    const snoozed = await setStatus(agent.jar, written.id, {
      status: 'snoozed',
      snoozed_until: until5,
    });
    expect(json(snoozed)).toMatchObject({ status: 'snoozed', snoozed_until: until5 });

    // The agent is online but nobody told the server to assign (as after a missed trigger).
    const tab = await openInbox(agent);
    expect((await conversationOf(agent.jar, phone(500)))?.assignee_id).toBeUndefined();
    server.advance(61);
    // Presence is renewed by the open tab, which a real clock would have done meanwhile.
    const renewed = await openInbox(agent);
    const job = startInboxJob({
      db: server.db.db,
      log: pino({ level: 'silent' }),
      now: server.now,
      jobs: server.jobs.port,
    });
    await job.run();
    await job.stop();
    const woken = await conversationOf(agent.jar, phone(500));
    expect(woken).toMatchObject({ status: 'open', assignee_id: agent.id });
    expect(woken?.snoozed_until).toBeUndefined();
    await renewed.heard(written.id, 'status');
    await renewed.heard(written.id, 'assignment');
    await tab.close();
    await renewed.close();
  });
});
