import { HANDOFF_REASONS, messagingMessages } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { json, request } from './helpers.ts';
import { type Message, messagingClient, until } from './messaging-helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const { api, connectedNumber, inbound } = messagingClient(() => server);

type Conversation = {
  id: string;
  number_id: string;
  contact: { id: string; phone: string | null; name: string | null };
  status: string;
  bot_active: boolean;
  handoff_reason?: string;
  last_message_at: string;
};
type Page = { items: Conversation[]; next_cursor: string | null };

/** A number whose simulated customers have written, oldest first; waits until all are stored. */
const numberWithCustomers = async (customers: [phone: string, name: string][]) => {
  const owner = await connectedNumber();
  for (const [phone, name] of customers) {
    await inbound(owner.jar, owner.numberId, phone, `Halo dari ${name}`, name);
    await until(`${name}'s conversation`, async () => {
      const page = json<Page>(await api(owner.token, 'GET', '/api/conversations'));
      return page.items.some((c) => c.contact.phone === phone) ? true : undefined;
    });
  }
  return owner;
};

describe('conversations', () => {
  it('lists latest activity first by cursor, for the owner (cookie) and the number (token)', async () => {
    const owner = await numberWithCustomers([
      ['+6285100000001', 'Ani'],
      ['+6285100000002', 'Budi'],
      ['+6285100000003', 'Citra'],
    ]);
    const first = json<Page>(await api(owner.token, 'GET', '/api/conversations?limit=2'));
    expect(first.items.map((c) => c.contact.name)).toEqual(['Citra', 'Budi']);
    expect(first.items[0]).toMatchObject({
      number_id: owner.numberId,
      contact: { phone: '+6285100000003' },
      status: 'open',
      bot_active: true,
    });
    const second = json<Page>(
      await api(owner.token, 'GET', `/api/conversations?limit=2&cursor=${first.next_cursor}`),
    );
    expect(second.items.map((c) => c.contact.name)).toEqual(['Ani']);
    expect(second.next_cursor).toBeNull();

    // Ani writes again: her conversation moves to the top.
    await inbound(owner.jar, owner.numberId, '+6285100000001', 'Masih buka?');
    await until('Ani on top', async () => {
      const page = json<Page>(await api(owner.token, 'GET', '/api/conversations?limit=1'));
      return page.items[0]?.contact.name === 'Ani' ? true : undefined;
    });

    const byCookie = await request(server, owner.jar, {
      method: 'GET',
      url: `/api/conversations?number_id=${owner.numberId}&status=open`,
    });
    expect(byCookie.statusCode).toBe(200);
    expect(json<Page>(byCookie).items).toHaveLength(3);
    const resolved = json<Page>(
      await request(server, owner.jar, {
        method: 'GET',
        url: '/api/conversations?status=resolved',
      }),
    );
    expect(resolved.items).toEqual([]);

    // Every message names its conversation.
    const messages = json<{ items: Message[] }>(
      await api(owner.token, 'GET', '/api/v1/messages?contact=%2B6285100000001'),
    );
    const ani = json<Page>(await api(owner.token, 'GET', '/api/conversations?limit=1')).items[0];
    expect(messages.items).toHaveLength(2);
    expect(messages.items.every((m) => m.conversation_id === ani?.id)).toBe(true);
    const one = await api(owner.token, 'GET', `/api/conversations/${ani?.id}`);
    expect(json<Conversation>(one)).toEqual(ani);
  });

  it("hides another business's conversations and refuses bad input in the contract's shape", async () => {
    const owner = await numberWithCustomers([['+6285200000001', 'Dewi']]);
    const other = await numberWithCustomers([['+6285200000002', 'Eko']]);
    const dewi = json<Page>(await api(owner.token, 'GET', '/api/conversations')).items[0];
    expect(dewi?.contact.name).toBe('Dewi');

    for (const answer of [
      await api(other.token, 'GET', `/api/conversations/${dewi?.id}`),
      await request(server, other.jar, { method: 'GET', url: `/api/conversations/${dewi?.id}` }),
      await api(other.token, 'PUT', `/api/conversations/${dewi?.id}/bot`, { active: false }),
      await api(owner.token, 'GET', '/api/conversations/not-a-uuid'),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(json(answer).message).toBe(messagingMessages.conversationNotFound);
    }
    const foreignFilter = json<Page>(
      await api(other.token, 'GET', `/api/conversations?number_id=${owner.numberId}`),
    );
    expect(foreignFilter.items).toEqual([]);
    const otherOwnView = json<Page>(
      await request(server, other.jar, { method: 'GET', url: '/api/conversations' }),
    );
    expect(otherOwnView.items.map((c) => c.contact.name)).toEqual(['Eko']);

    for (const url of [
      '/api/conversations?cursor=garbage',
      '/api/conversations?status=archived',
      '/api/conversations?limit=0',
      '/api/conversations?limit=101',
    ]) {
      const answer = await api(owner.token, 'GET', url);
      expect(answer.statusCode, url).toBe(400);
      expect(json(answer)).toMatchObject({ error: expect.any(String), code: 'BAD_REQUEST' });
    }
    expect((await api(undefined, 'GET', '/api/conversations')).statusCode).toBe(401);
    expect((await api('bls_wrong', 'GET', '/api/conversations')).statusCode).toBe(401);
    const tokenInUrl = await request(server, owner.jar, {
      method: 'GET',
      url: `/api/conversations?access_token=${owner.token}`,
    });
    expect(tokenInUrl.statusCode).toBe(401);
    expect(json(tokenInUrl).message).toBe(messagingMessages.tokenInUrl);
  });

  it('is taken from the bot and given back, by the dashboard or the API', async () => {
    const owner = await numberWithCustomers([['+6285300000001', 'Fajar']]);
    const fajar = json<Page>(await api(owner.token, 'GET', '/api/conversations')).items[0];
    const url = `/api/conversations/${fajar?.id}/bot`;

    const taken = await request(server, owner.jar, {
      method: 'PUT',
      url,
      payload: { active: false },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(json<Conversation>(taken)).toMatchObject({
      id: fajar?.id,
      bot_active: false,
      handoff_reason: HANDOFF_REASONS.takenOver,
    });
    const read = json<Conversation>(
      await api(owner.token, 'GET', `/api/conversations/${fajar?.id}`),
    );
    expect(read.bot_active).toBe(false);

    const given = await api(owner.token, 'PUT', url, { active: true });
    expect(given.statusCode).toBe(200);
    const back = json<Conversation>(given);
    expect(back.bot_active).toBe(true);
    expect(back.handoff_reason).toBeUndefined();

    for (const payload of [
      {},
      { active: 'yes' },
      { active: 'false' },
      { active: null },
      { active: 0 },
    ]) {
      const answer = await api(owner.token, 'PUT', url, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
