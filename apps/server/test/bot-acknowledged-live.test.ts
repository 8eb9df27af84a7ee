import { describe, expect, it } from 'vitest';
import { request } from './helpers.ts';
import { messagingClient, until } from './messaging-helpers.ts';
import { useInboxServer } from './use-inbox-server.ts';

const { server, inbox } = useInboxServer();
const { teamShop, setCapacity, conversationOf, openInbox, untilReplyDelivered } = inbox;
const { inbound } = messagingClient(() => server);

describe('a thank-you the bot lets pass', () => {
  it('ends the wait in open inboxes at once, without a reload', async () => {
    const shop = await teamShop(0);
    const { owner } = shop;
    await setCapacity(shop.businessId, owner.id, 0);
    const enabled = await request(server, owner.jar, {
      method: 'PUT',
      url: `/api/whatsapp-numbers/${shop.numberId}/bot`,
      payload: { enabled: true, greeting: 'Halo kak, ada yang bisa kami bantu?' },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const tab = await openInbox(owner);

    const phone = '+6285799990301';
    await inbound(owner.jar, shop.numberId, phone, 'halo kak', 'Rina');
    const greeted = await until('the greeting', async () => {
      const found = await conversationOf(owner.jar, phone);
      return found?.last_message_preview === 'Halo kak, ada yang bisa kami bantu?' &&
        !found.waiting_since
        ? found
        : undefined;
    });

    // The greeting's own events (sent, delivered) are over before the thank-you is counted.
    await untilReplyDelivered(owner.jar, greeted.id, 'the greeting delivered');
    const before = tab.events.length;
    await inbound(owner.jar, shop.numberId, phone, 'makasih kak', 'Rina');
    // The tab re-reads the conversation when told: the bot letting the message pass must tell it
    // (after the message itself), or 'Waiting' stays on the owner's screen.
    await until('the settled wait heard', async () =>
      tab.events.slice(before).some((e) => e.conversationId === greeted.id && e.change === 'status')
        ? true
        : undefined,
    );
    const settled = await conversationOf(owner.jar, phone);
    expect(settled?.waiting_since ?? null).toBeNull();
    expect(settled).toMatchObject({ bot_active: true, last_message_preview: 'makasih kak' });
  });
});
