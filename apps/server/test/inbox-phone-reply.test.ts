import { HANDOFF_REASONS } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { request } from './helpers.ts';
import { messagingClient, until } from './messaging-helpers.ts';
import { useInboxServer } from './use-inbox-server.ts';

const { server, inbox } = useInboxServer();
const { teamShop, setCapacity, conversationOf, write, assignedTo, openInbox, untilReplyDelivered } =
  inbox;
const { inbound, inboundRaw } = messagingClient(() => server);

describe('a reply from the number’s own phone', () => {
  it('shows in open inboxes at once, and the customer no longer waits or has unread messages', async () => {
    const shop = await teamShop(0);
    const { owner } = shop;
    // The owner's inbox is open but takes nothing automatically: the conversation stays
    // nobody's, as it does when no one in the team is at the dashboard.
    await setCapacity(shop.businessId, owner.id, 0);
    const enabled = await request(server, owner.jar, {
      method: 'PUT',
      url: `/api/whatsapp-numbers/${shop.numberId}/bot`,
      payload: { enabled: true },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const tab = await openInbox(owner);

    const phone = '+6285799990101';
    await inbound(owner.jar, shop.numberId, phone, 'kak mau ngobrol sama admin aja', 'Rina');
    const waiting = await until('the hand-off', async () => {
      const found = await conversationOf(owner.jar, phone);
      return found?.bot_active === false ? found : undefined;
    });
    expect(waiting).toMatchObject({
      handoff_reason: HANDOFF_REASONS.askedForPerson,
      unread_count: 1,
      waiting_since: expect.any(String),
    });
    expect(waiting.assignee_id).toBeUndefined();
    // The bot's hand-off reply is sent, then delivered a moment later, each an event of its own:
    // counted from here, only the phone's reply can be the next one.
    await untilReplyDelivered(owner.jar, waiting.id, 'the hand-off reply delivered');
    const messagesHeard = () =>
      tab.events.filter((e) => e.conversationId === waiting.id && e.change === 'message').length;
    const before = messagesHeard();

    // The shop's owner answers on the phone itself, not in the dashboard.
    const typed = await inboundRaw(owner.jar, shop.numberId, {
      from: phone,
      text: 'Halo kak Rina, saya admin, ada yang bisa dibantu?',
      from_me: true,
    });
    expect(typed.statusCode, typed.body).toBe(202);
    await until('the phone reply heard live', async () =>
      messagesHeard() > before ? true : undefined,
    );
    const answered = await conversationOf(owner.jar, phone);
    expect(answered).toMatchObject({
      last_message_preview: 'Halo kak Rina, saya admin, ada yang bisa dibantu?',
      unread_count: 0,
      status: 'open',
    });
    // Nobody waits for an answer now, and no dashboard user is named for a phone's reply.
    expect(answered?.waiting_since).toBeUndefined();
    expect(answered?.assignee_id).toBeUndefined();

    // Someone with room comes online (opening an inbox gives them who waits): an answered
    // conversation is not given to them to answer.
    await setCapacity(shop.businessId, owner.id, 10);
    await openInbox(owner);
    expect((await conversationOf(owner.jar, phone))?.assignee_id).toBeUndefined();

    // The customer's next message waits, and is unread, again: it is given to the one online.
    await write(shop, phone, 'stok batik tulis masih ada kak?');
    expect(await assignedTo(owner.jar, phone, owner.id)).toMatchObject({
      unread_count: 1,
      waiting_since: expect.any(String),
    });
  });
});
