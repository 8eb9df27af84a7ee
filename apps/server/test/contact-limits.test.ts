import { schema } from '@balasin/db';
import { listEmailsTo } from '@balasin/db/testing';
import {
  DEFAULT_OPERATOR_SETTINGS,
  HANDOFF_REASONS,
  MESSAGING_LIMITS,
  messagingMessages,
  PACKAGE_CONTACT_LIMITS,
} from '@balasin/shared';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminJar, json, request } from './helpers.ts';
import { messagingClient, until } from './messaging-helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const { api, connectedNumber, inbound, pair } = messagingClient(() => server);
const LIMIT = PACKAGE_CONTACT_LIMITS.lite;

const businessOf = async (numberId: string) => {
  const [row] = await server.db.db
    .select({ businessId: schema.whatsappNumbers.businessId })
    .from(schema.whatsappNumbers)
    .where(eq(schema.whatsappNumbers.id, numberId));
  return row?.businessId ?? '';
};

/** Contacts the business already has, made in one statement (as an import would). */
const seedContacts = async (businessId: string, from: number, to: number) => {
  await server.db.db.execute(
    sql`insert into contacts (business_id, phone)
        select ${businessId}::uuid, '+6289' || lpad(g::text, 9, '0') from generate_series(${from}::int, ${to}::int) g`,
  );
};

const contactCount = async (businessId: string) =>
  (
    await server.db.db
      .select({ n: count() })
      .from(schema.contacts)
      .where(eq(schema.contacts.businessId, businessId))
  )[0]?.n;

type Conversation = {
  id: string;
  contact: { phone: string };
  bot_active: boolean;
  handoff_reason?: string;
};

const conversationWith = async (token: string, phone: string) =>
  until(`${phone}'s conversation`, async () =>
    json<{ items: Conversation[] }>(
      await api(token, 'GET', '/api/conversations?limit=100'),
    ).items.find((c) => c.contact.phone === phone),
  );

describe('contacts against the package', () => {
  it('warn the owner at 80% and at the limit; past it new customers are kept but not answered by the bot, and the API cannot message someone new', async () => {
    // The e-mails sign with the operator's company as its admins set it, not a constant.
    const operator = { ...DEFAULT_OPERATOR_SETTINGS, companyName: 'PT Operator Uji Kontak' };
    const saved = await request(server, await adminJar(server), {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: operator,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const owner = await connectedNumber();
    const businessId = await businessOf(owner.numberId);
    const mails = async () => (await listEmailsTo(server.db.db, owner.email)).map((m) => m.subject);
    const before = (await mails()).length;

    await seedContacts(businessId, 1, LIMIT * 0.8 - 2);
    await inbound(owner.jar, owner.numberId, '+6281000000001', 'Halo');
    await conversationWith(owner.token, '+6281000000001');
    expect((await mails()).length).toBe(before);
    await inbound(owner.jar, owner.numberId, '+6281000000002', 'Halo');
    await conversationWith(owner.token, '+6281000000002');
    expect((await mails()).slice(before)).toEqual([
      expect.stringContaining('hampir mencapai batas paket'),
    ]);

    await seedContacts(businessId, LIMIT * 0.8 - 1, LIMIT - 3);
    await inbound(owner.jar, owner.numberId, '+6281000000003', 'Halo');
    const last = await conversationWith(owner.token, '+6281000000003');
    expect(last.bot_active).toBe(true);
    expect(await contactCount(businessId)).toBe(LIMIT);
    expect((await mails()).slice(before)).toEqual([
      expect.stringContaining('hampir mencapai batas paket'),
      expect.stringContaining('Batas kontak paket Lite tercapai'),
    ]);
    for (const mail of (await listEmailsTo(server.db.db, owner.email)).slice(before)) {
      expect(mail.text).toContain('(PT Operator Uji Kontak)');
    }

    // Past the limit: the customer's message is kept and shown, and a person answers it.
    await inbound(owner.jar, owner.numberId, '+6281000000004', 'Masih buka?');
    const over = await conversationWith(owner.token, '+6281000000004');
    expect(over).toMatchObject({ bot_active: false, handoff_reason: HANDOFF_REASONS.contactLimit });
    // Its thread shows from when, beside the message.
    const overThread = json<{ events: { kind: string; reason?: string }[] }>(
      await request(server, owner.jar, {
        method: 'GET',
        url: `/api/conversations/${over.id}/messages`,
      }),
    );
    expect(overThread.events).toMatchObject([
      { kind: 'handoff', reason: HANDOFF_REASONS.contactLimit },
    ]);
    const kept = json<{ items: { from: string; text: string }[] }>(
      await api(owner.token, 'GET', '/api/v1/messages?direction=inbound&limit=1'),
    ).items[0];
    expect(kept).toMatchObject({ from: '+6281000000004', text: 'Masih buka?' });
    expect((await mails()).length).toBe(before + 2);

    const toSomeoneNew = await api(owner.token, 'POST', '/api/v1/messages', {
      to: '+6281000000005',
      type: 'text',
      text: { body: 'Promo!' },
    });
    expect(toSomeoneNew.statusCode).toBe(403);
    expect(json(toSomeoneNew).message).toBe(messagingMessages.contactLimit('Lite', LIMIT));
    expect(json(toSomeoneNew).message).toContain('5,000');
    const toAKnownCustomer = await api(owner.token, 'POST', '/api/v1/messages', {
      to: '+6281000000002',
      type: 'text',
      text: { body: 'Pesanan Anda dikirim' },
    });
    expect(toAKnownCustomer.statusCode).toBe(202);
  }, 60_000);

  it('hold exactly under parallel first messages', async () => {
    const owner = await connectedNumber({ connect: false });
    const businessId = await businessOf(owner.numberId);
    await seedContacts(businessId, 1, LIMIT - 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(owner.token, 'POST', '/api/v1/messages', {
          to: `+62811000000${String(i).padStart(2, '0')}`,
          type: 'text',
          text: { body: 'Halo' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 403, 403, 403, 403, 403, 403, 403]);
    expect(await contactCount(businessId)).toBe(LIMIT);
  }, 60_000);

  it('let a number start at most 50 conversations a day with people who never wrote to it', async () => {
    const owner = await connectedNumber({ connect: false });
    const send = (to: string) =>
      api(owner.token, 'POST', '/api/v1/messages', { to, type: 'text', text: { body: 'Halo' } });
    const strangers = Array.from(
      { length: MESSAGING_LIMITS.firstContactsPerDay },
      (_, i) => `+62812000${String(i).padStart(5, '0')}`,
    );
    for (const to of strangers) expect((await send(to)).statusCode).toBe(202);
    const oneMore = await send('+6281299999999');
    expect(oneMore.statusCode).toBe(429);
    expect(json(oneMore).message).toBe(
      messagingMessages.firstContactCap(MESSAGING_LIMITS.firstContactsPerDay),
    );
    expect(oneMore.headers['retry-after']).toBeDefined();
    // Someone already talked to, and someone who wrote first, are not first contacts.
    expect((await send(strangers[0] ?? '')).statusCode).toBe(202);
    await pair(owner.jar, owner.numberId);
    await inbound(owner.jar, owner.numberId, '+6281288888888', 'Halo, saya mau tanya');
    await conversationWith(owner.token, '+6281288888888');
    expect((await send('+6281288888888')).statusCode).toBe(202);
    // A day later the count starts again.
    server.advance(24 * 3600 + 60);
    expect((await send('+6281299999999')).statusCode).toBe(202);
  }, 60_000);
});
