import { HANDOFF_REASONS } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { type CookieJar, json, request } from './helpers.ts';
import { messagingClient, until } from './messaging-helpers.ts';
import { useInboxServer } from './use-inbox-server.ts';

const { server, inbox } = useInboxServer();
const { teamShop, write, conversationOf, openInbox } = inbox;
const { inbound } = messagingClient(() => server);

type ConversationEvent = {
  id: string;
  kind: string;
  reason?: string;
  actor?: { id: string; name: string };
  created_at: string;
};
type Thread = {
  items: { id: string; sender: string; text?: string; created_at: string }[];
  events: ConversationEvent[];
  next_cursor: string | null;
};

const thread = async (jar: CookieJar, id: string, query = '') => {
  const response = await request(server, jar, {
    method: 'GET',
    url: `/api/conversations/${id}/messages${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<Thread>(response);
};

const setBot = (auth: { jar?: CookieJar; token?: string }, id: string, active: boolean) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/conversations/${id}/bot`,
    headers: {
      ...(auth.jar ? { cookie: auth.jar.header() } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
    payload: { active },
  });

describe('hand-offs in the thread', () => {
  it('shows when the bot handed the conversation over and when a person gave it back, by whom, live, each once across pages', async () => {
    const shop = await teamShop(0);
    const { owner } = shop;
    const enabled = await request(server, owner.jar, {
      method: 'PUT',
      url: `/api/whatsapp-numbers/${shop.numberId}/bot`,
      payload: { enabled: true },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const tab = await openInbox(owner);
    const statusEvents = (id: string) =>
      tab.events.filter((e) => e.conversationId === id && e.change === 'status').length;

    const phone = '+6285799990001';
    await inbound(owner.jar, shop.numberId, phone, 'mau ngobrol sama admin aja kak', 'Wulan');
    const { id } = await until('the hand-off', async () => {
      const found = await conversationOf(owner.jar, phone);
      return found?.bot_active === false ? found : undefined;
    });
    const handedOver = await thread(owner.jar, id);
    const asked = handedOver.items.find((m) => m.sender === 'contact');
    expect(handedOver.events).toEqual([
      {
        id: expect.any(String),
        kind: 'handoff',
        reason: HANDOFF_REASONS.askedForPerson,
        created_at: expect.any(String),
      },
    ]);
    // At its place in time: after the customer's request.
    expect((handedOver.events[0]?.created_at ?? '') >= (asked?.created_at ?? '~')).toBe(true);
    await tab.heard(id, 'status');

    // The owner gives it back: the thread says who, and open inboxes hear of it.
    const heardBefore = statusEvents(id);
    const back = await setBot({ jar: owner.jar }, id, true);
    expect(back.statusCode, back.body).toBe(200);
    await until('the hand-back event', async () =>
      statusEvents(id) > heardBefore ? true : undefined,
    );
    const givenBack = await thread(owner.jar, id);
    expect(givenBack.events.map(({ kind, reason, actor }) => ({ kind, reason, actor }))).toEqual([
      { kind: 'handback', reason: undefined, actor: { id: owner.id, name: owner.name } },
      { kind: 'handoff', reason: HANDOFF_REASONS.askedForPerson, actor: undefined },
    ]);

    // Asking for what already is changes nothing and records nothing.
    expect((await setBot({ jar: owner.jar }, id, true)).statusCode).toBe(200);
    expect((await thread(owner.jar, id)).events).toHaveLength(2);

    // Taken over by the owner, the customer writes again (nobody but a person answers now), and
    // it is given back through the number's API token (nobody named).
    expect((await setBot({ jar: owner.jar }, id, false)).statusCode).toBe(200);
    await write(shop, phone, 'halo lagi kak');
    const created = await request(server, owner.jar, {
      method: 'POST',
      url: `/api/whatsapp-numbers/${shop.numberId}/tokens`,
      payload: { name: 'CRM' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = json<{ token: string }>(created);
    expect((await setBot({ token }, id, true)).statusCode).toBe(200);
    const all = (await thread(owner.jar, id)).events;
    expect(all.map(({ kind, reason, actor }) => ({ kind, reason, actor }))).toEqual([
      { kind: 'handback', reason: undefined, actor: undefined },
      {
        kind: 'handoff',
        reason: HANDOFF_REASONS.takenOver,
        actor: { id: owner.id, name: owner.name },
      },
      { kind: 'handback', reason: undefined, actor: { id: owner.id, name: owner.name } },
      { kind: 'handoff', reason: HANDOFF_REASONS.askedForPerson, actor: undefined },
    ]);

    // A page a message long carries the events of its stretch: together, each once.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Thread = await thread(
        owner.jar,
        id,
        `?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      paged.push(...page.events.map((event) => event.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all.map((event) => event.id));

    // Another business's member sees none of it.
    const other = await teamShop(0);
    expect((await setBot({ jar: other.owner.jar }, id, false)).statusCode).toBe(404);
    expect(
      (
        await request(server, other.owner.jar, {
          method: 'GET',
          url: `/api/conversations/${id}/messages`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
