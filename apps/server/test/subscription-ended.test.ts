import { schema } from '@balasin/db';
import { messagingMessages } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminJar, customer, json, request, setSubscriptionEnd, signIn } from './helpers.ts';
import { type Message, messagingClient, uniqueNumber, until } from './messaging-helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const { api, pair, inbound } = messagingClient(() => server);

/** Seconds from now to the subscription's end: it runs out during the test, on the test clock. */
const ENDS_IN = 3600;

/**
 * A paying owner (subscription ending in an hour) with two test numbers: one connected, one
 * never paired (its messages wait in the queue), an API token for each, and the bot on.
 */
const shopEndingSoon = async () => {
  const { account, jar } = await customer(server);
  await setSubscriptionEnd(server, jar, { endsInSeconds: ENDS_IN });
  const number = async (connect: boolean) => {
    const added = json<{ id: string }>(
      await request(server, jar, {
        method: 'POST',
        url: '/api/whatsapp-numbers',
        payload: { number: uniqueNumber(), name: 'Toko', test: true },
      }),
    );
    if (connect) await pair(jar, added.id);
    const token = json<{ token: string }>(
      await request(server, jar, {
        method: 'POST',
        url: `/api/whatsapp-numbers/${added.id}/tokens`,
        payload: { name: 'Shop backend' },
      }),
    ).token;
    return { id: added.id, token };
  };
  const live = await number(true);
  const idle = await number(false);
  const bot = await request(server, jar, {
    method: 'PUT',
    url: `/api/whatsapp-numbers/${live.id}/bot`,
    payload: { enabled: true, greeting: 'Halo! Ada yang bisa kami bantu?' },
  });
  expect(bot.statusCode, bot.body).toBe(200);
  return { account, jar, live, idle };
};

const text = (body: string) => ({ to: uniqueNumber(), type: 'text', text: { body } });

describe('after the end date', () => {
  it('stops every send with the reason, fails what was queued, and still keeps what comes in', async () => {
    const shop = await shopEndingSoon();
    // Before the end: sent, and a message for the unpaired number waits in the queue.
    const before = await api(shop.live.token, 'POST', '/api/v1/messages', text('Pesanan dikirim'));
    expect(before.statusCode, before.body).toBe(202);
    await until('sent', async () => {
      const m = json<Message>(
        await api(shop.live.token, 'GET', `/api/v1/messages/${json<Message>(before).id}`),
      );
      return m.status === 'sent' ? m : undefined;
    });
    const waiting = json<Message>(
      await api(shop.idle.token, 'POST', '/api/v1/messages', text('Menunggu nomor')),
    );
    expect(waiting.status).toBe('queued');

    server.advance(ENDS_IN + 60);
    try {
      // The API refuses, in the contract's shape, naming the expired subscription.
      const refused = await api(shop.live.token, 'POST', '/api/v1/messages', text('Promo'));
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({
        error: messagingMessages.subscriptionExpired,
        message: messagingMessages.subscriptionExpired,
        code: 'FORBIDDEN',
      });
      // What was queued before the end fails with that reason instead of going out late.
      const failed = await until('failed', async () => {
        const m = json<Message & { error?: string }>(
          await api(shop.idle.token, 'GET', `/api/v1/messages/${waiting.id}`),
        );
        return m.status === 'failed' ? m : undefined;
      });
      expect(failed.error).toBe(messagingMessages.subscriptionExpired);

      // A customer still writes in: stored, and the bot holds its answer.
      const jar = await signIn(server, shop.account);
      const customerPhone = uniqueNumber();
      await inbound(jar, shop.live.id, customerPhone, 'Halo, masih buka?');
      const received = await until('inbound stored', async () => {
        const list = json<{ items: Message[] }>(
          await api(shop.live.token, 'GET', '/api/v1/messages?direction=inbound'),
        );
        return list.items.find((m) => m.text === 'Halo, masih buka?');
      });
      const held = await until('bot held', async () => {
        const [row] = await server.db.db
          .select({ outcome: schema.botReplies.outcome })
          .from(schema.botReplies)
          .where(eq(schema.botReplies.inboundMessageId, received.id));
        return row;
      });
      expect(held.outcome).toBe('held_subscription_ended');
      const outbound = await server.db.db
        .select({ id: schema.messages.id })
        .from(schema.messages)
        .where(eq(schema.messages.conversationId, received.conversation_id));
      expect(outbound).toHaveLength(1);

      // A person in the inbox is refused the same way, and nothing is written.
      const reply = await request(server, jar, {
        method: 'POST',
        url: `/api/conversations/${received.conversation_id}/messages`,
        payload: { text: 'Masih, kak!' },
      });
      expect(reply.statusCode).toBe(403);
      expect(json(reply).error).toBe(messagingMessages.subscriptionExpired);
      const after = await server.db.db
        .select({ id: schema.messages.id })
        .from(schema.messages)
        .where(eq(schema.messages.conversationId, received.conversation_id));
      expect(after).toHaveLength(1);
    } finally {
      server.advance(-(ENDS_IN + 60));
    }
  });

  it('names a cancelled subscription too, and sends again once it is active', async () => {
    const shop = await shopEndingSoon();
    const admin = await adminJar(server);
    const [subscription] = json<{ id: string }[]>(
      await request(server, shop.jar, { method: 'GET', url: '/api/subscriptions' }),
    );
    const setStatus = (status: string) =>
      request(server, admin, {
        method: 'PUT',
        url: `/api/subscriptions/${subscription?.id}/status`,
        payload: { status },
      });
    await setStatus('cancelled');
    const refused = await api(shop.live.token, 'POST', '/api/v1/messages', text('Halo'));
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe(messagingMessages.subscriptionCancelled);
    await setStatus('active');
    const accepted = await api(shop.live.token, 'POST', '/api/v1/messages', text('Halo lagi'));
    expect(accepted.statusCode, accepted.body).toBe(202);
  });
});
