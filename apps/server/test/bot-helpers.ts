import { createFaq, schema } from '@balasin/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { json, request, type TestServer } from './helpers.ts';
import { messagingClient, until } from './messaging-helpers.ts';

export type BotSettings = {
  enabled: boolean;
  greeting: string | null;
  away_message: string | null;
  business_hours: unknown;
  tone: string;
  threshold: number;
  handoff_after: number;
};

export type Conversation = { id: string; bot_active: boolean; handoff_reason?: string };

type ChatLine = { direction: 'to_number' | 'to_contact'; text: string };

/** A small shop's FAQ: what the sandbox customers ask about. */
export const SHOP_FAQS = [
  {
    question: 'Berapa ongkos kirim ke Jakarta?',
    answer: 'Ongkos kirim ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari.',
    alternatives: ['ongkir ke jakarta berapa'],
  },
  {
    question: 'Jam berapa toko buka?',
    answer: 'Toko buka Senin sampai Sabtu pukul 08.00-17.00 WIB.',
    alternatives: ['jam operasional'],
  },
];

/** An owner's connected test number with the shop's knowledge, and what its customers see. */
export const botClient = (getServer: () => TestServer) => {
  const { connectedNumber, inbound, inboundRaw, api } = messagingClient(getServer);

  const shop = async (settings: Partial<BotSettings> = { enabled: true }) => {
    const owner = await connectedNumber();
    const [number] = await getServer()
      .db.db.select({ businessId: schema.whatsappNumbers.businessId })
      .from(schema.whatsappNumbers)
      .where(eq(schema.whatsappNumbers.id, owner.numberId));
    if (!number) throw new Error('number not found');
    for (const faq of SHOP_FAQS) {
      await createFaq(getServer().db.db, {
        businessId: number.businessId,
        ...faq,
        now: new Date(),
      });
    }
    const saved = await request(getServer(), owner.jar, {
      method: 'PUT',
      url: `/api/whatsapp-numbers/${owner.numberId}/bot`,
      payload: settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...owner, businessId: number.businessId };
  };

  /** What the simulated customer's phone shows, oldest first. */
  const chat = async (
    owner: { jar: Parameters<typeof request>[1]; numberId: string },
    phone: string,
  ) =>
    json<{ items: ChatLine[] }>(
      await request(getServer(), owner.jar, {
        method: 'GET',
        url: `/api/whatsapp-numbers/${owner.numberId}/sandbox/messages?contact=${encodeURIComponent(phone)}`,
      }),
    ).items.reverse();

  const received = async (owner: Parameters<typeof chat>[0], phone: string) =>
    (await chat(owner, phone)).filter((m) => m.direction === 'to_contact').map((m) => m.text);

  /** Waits until the customer has received `count` messages; answers them. */
  const receivedAtLeast = (owner: Parameters<typeof chat>[0], phone: string, count: number) =>
    until(`${count} messages at ${phone}`, async () => {
      const texts = await received(owner, phone);
      return texts.length >= count ? texts : undefined;
    });

  /** Nothing more arrives for a while: the bot stays silent. */
  const staysSilent = async (owner: Parameters<typeof chat>[0], phone: string, count: number) => {
    await new Promise((wait) => setTimeout(wait, 2500));
    expect(await received(owner, phone)).toHaveLength(count);
  };

  const conversationOf = async (token: string, phone: string) => {
    const page = json<{ items: (Conversation & { contact: { phone: string } })[] }>(
      await api(token, 'GET', '/api/conversations'),
    );
    return page.items.find((c) => c.contact.phone === phone);
  };

  return {
    shop,
    inbound,
    inboundRaw,
    api,
    chat,
    received,
    receivedAtLeast,
    staysSilent,
    conversationOf,
  };
};
