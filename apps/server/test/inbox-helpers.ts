import type { AddressInfo } from 'node:net';
import { schema } from '@balasin/db';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type CookieJar, customer, json, request, type TestServer } from './helpers.ts';
import { messagingClient, uniqueNumber, until } from './messaging-helpers.ts';
import { joinTeam } from './team-helpers.ts';

/** A conversation as the inbox lists it. */
export type InboxConversation = {
  id: string;
  number_id: string;
  contact: { id: string; phone: string | null; name: string | null };
  status: string;
  bot_active: boolean;
  handoff_reason?: string;
  assignee_id?: string;
  assignee_name?: string;
  unread_count: number;
  waiting_since?: string;
  snoozed_until?: string;
  last_message_preview?: string;
  last_message_at: string;
};

export type Member = { id: string; jar: CookieJar; name: string };

/** What an inbox tab hears over SSE: each event's data. */
export type LiveEvent = { conversationId: string; numberId: string; change: string };

/** A conversation event's data; anything else on the stream (its start, pings) is not one. */
const parseEvent = (data: string) => {
  try {
    const parsed = JSON.parse(data) as Partial<LiveEvent>;
    return parsed.change ? (parsed as LiveEvent) : undefined;
  } catch {
    return undefined;
  }
};

/** Inbox work for one test server: a team's shop, its customers, and open inbox tabs. */
export const inboxClient = (getServer: () => TestServer) => {
  const { pair, inbound } = messagingClient(getServer);
  let port = 0;
  /** Tabs still open: a test that fails midway leaves some, and the server waits for them. */
  const open = new Set<() => Promise<void>>();

  /** The tabs' live stream needs a real socket (inject waits for a response to end). */
  const listen = async () => {
    await getServer().app.listen({ port: 0, host: '127.0.0.1' });
    port = (getServer().app.server.address() as AddressInfo).port;
  };

  /** An Enterprise owner with a paired test number and `agents` agents, in joining order. */
  const teamShop = async (agents: number) => {
    const { jar } = await customer(getServer(), { packageType: 'enterprise' });
    const added = await request(getServer(), jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number: uniqueNumber(), name: 'Toko Sari', test: true },
    });
    expect(added.statusCode, added.body).toBe(201);
    const numberId = json<{ id: string }>(added).id;
    await pair(jar, numberId);
    const me = json<{ user: { id: string; name: string } }>(
      await request(getServer(), jar, { method: 'GET', url: '/api/auth/user' }),
    ).user;
    const team: Member[] = [];
    for (let i = 0; i < agents; i += 1) {
      const joined = await joinTeam(getServer(), jar, 'agent');
      team.push({ id: joined.id, jar: joined.jar, name: 'Sari Wulandari' });
    }
    const [number] = await getServer()
      .db.db.select({ businessId: schema.whatsappNumbers.businessId })
      .from(schema.whatsappNumbers)
      .where(eq(schema.whatsappNumbers.id, numberId));
    return {
      owner: { id: me.id, jar, name: me.name } as Member,
      agents: team,
      numberId,
      businessId: number?.businessId ?? '',
    };
  };

  /**
   * How many open conversations automatic assignment gives a member: no endpoint sets it yet
   * (an owner's setting to come), so the test writes it where the server reads it.
   */
  const setCapacity = (businessId: string, userId: string, capacity: number) =>
    getServer()
      .db.db.update(schema.memberships)
      .set({ capacity })
      .where(
        and(eq(schema.memberships.businessId, businessId), eq(schema.memberships.userId, userId)),
      );

  const list = async (jar: CookieJar, query = '') =>
    json<{ items: InboxConversation[] }>(
      await request(getServer(), jar, {
        method: 'GET',
        url: `/api/conversations?limit=100${query}`,
      }),
    ).items;

  const conversationOf = async (jar: CookieJar, phone: string) =>
    (await list(jar)).find((c) => c.contact.phone === phone);

  /** A customer writes; answers their conversation once it is stored with this message. */
  const write = async (
    shop: { owner: Member; numberId: string },
    phone: string,
    text: string,
    name?: string,
  ) => {
    await inbound(shop.owner.jar, shop.numberId, phone, text, name);
    return until(`${phone}'s message`, async () => {
      const found = await conversationOf(shop.owner.jar, phone);
      return found?.last_message_preview === text ? found : undefined;
    });
  };

  /** Waits until the conversation is `assigneeId`'s (or nobody's). */
  const assignedTo = (jar: CookieJar, phone: string, assigneeId: string | undefined) =>
    until(`${phone} assigned to ${assigneeId ?? 'nobody'}`, async () => {
      const found = await conversationOf(jar, phone);
      return found && found.assignee_id === assigneeId ? found : undefined;
    });

  const online = async (jar: CookieJar) =>
    json<{ members: { id: string; online: boolean }[] }>(
      await request(getServer(), jar, { method: 'GET', url: '/api/inbox/members' }),
    ).members;

  /** An inbox tab: its live stream is open (so its person is online) until `close`. */
  const openInbox = async (member: Member) => {
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/trpc/conversations.events`, {
      headers: { cookie: member.jar.header(), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events: LiveEvent[] = [];
    let buffer = '';
    const reading = (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice('data: '.length))
              .join('\n');
            const parsed = parseEvent(data);
            if (parsed) events.push(parsed);
          }
        }
      } catch {
        // Aborted: the tab closed.
      }
    })();
    await until(`${member.id} online`, async () =>
      (await online(member.jar)).some((m) => m.id === member.id && m.online) ? true : undefined,
    );
    const close = async () => {
      open.delete(close);
      controller.abort();
      await reading;
    };
    open.add(close);
    return {
      events,
      /** Waits for an event about this conversation and change. */
      heard: (conversationId: string, change: string) =>
        until(`${change} of ${conversationId}`, async () =>
          events.find((e) => e.conversationId === conversationId && e.change === change),
        ),
      close,
    };
  };

  const closeAll = () => Promise.all([...open].map((close) => close()));

  /** Until a reply to the conversation has been delivered (its sent and delivered events over). */
  const untilReplyDelivered = (jar: CookieJar, id: string, what: string) =>
    until(what, async () => {
      const thread = await request(getServer(), jar, {
        method: 'GET',
        url: `/api/conversations/${id}/messages`,
      });
      const items = (JSON.parse(thread.body) as { items: { direction: string; status: string }[] })
        .items;
      return items.some((m) => m.direction === 'outbound' && m.status === 'delivered')
        ? true
        : undefined;
    });

  const setStatus = (jar: CookieJar, id: string, payload: Record<string, unknown>) =>
    request(getServer(), jar, {
      method: 'PUT',
      url: `/api/conversations/${id}/status`,
      payload,
    });

  return {
    listen,
    closeAll,
    untilReplyDelivered,
    teamShop,
    setCapacity,
    list,
    conversationOf,
    write,
    assignedTo,
    online,
    openInbox,
    setStatus,
  };
};
