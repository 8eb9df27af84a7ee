import { schema } from '@balasin/db';
import { createBaileysDriver } from '@balasin/whatsapp/baileys';
import { FakeSocket } from '@balasin/whatsapp/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStandInNumber } from './baileys-stand-in.ts';
import { createTestServer, customer, json, request, type TestServer } from './helpers.ts';
import { uniqueNumber, until } from './messaging-helpers.ts';

/**
 * Customers write to a WhatsApp Web number (Baileys over a stand-in socket, WhatsApp's side
 * played by the test), addressed by phone, by LID, or by both: each person is one contact, whose
 * name follows what WhatsApp says and whose missing address is filled in when both are given.
 */
let server: TestServer;
const sockets: FakeSocket[] = [];

beforeAll(async () => {
  server = await createTestServer({
    engine: {
      baileys: createBaileysDriver({
        makeSocket: (config) => {
          const socket = new FakeSocket(config);
          sockets.push(socket);
          return socket;
        },
      }),
    },
  });
});
afterAll(() => server.close());

let sequence = 0;
/** A customer's text as Baileys hands it over: the chat's JID, the other address if known. */
const writes = (socket: FakeSocket, jid: string, alt: string | undefined, pushName: string) => {
  sequence += 1;
  socket.ev.emit('messages.upsert', {
    type: 'notify',
    messages: [
      {
        key: {
          remoteJid: jid,
          ...(alt ? { remoteJidAlt: alt } : {}),
          fromMe: false,
          id: `IN${sequence}`,
        },
        message: { conversation: `pesan ${sequence}` },
        pushName,
        messageTimestamp: Math.floor(Date.now() / 1000),
      },
    ],
  });
};

describe('who wrote', () => {
  it('is one contact per person, known by phone, LID or both; the name follows WhatsApp', async () => {
    const { jar } = await customer(server, { active: true });
    const { number, socket } = await connectStandInNumber(server, jar, sockets);
    const [owned] = await server.db.db
      .select({ businessId: schema.whatsappNumbers.businessId })
      .from(schema.whatsappNumbers)
      .where(eq(schema.whatsappNumbers.id, number.id));
    const contacts = () =>
      server.db.db
        .select({
          phone: schema.contacts.phone,
          lid: schema.contacts.lid,
          name: schema.contacts.name,
        })
        .from(schema.contacts)
        .where(eq(schema.contacts.businessId, owned?.businessId ?? ''))
        .orderBy(asc(schema.contacts.createdAt), asc(schema.contacts.phone));
    const messages = async () =>
      (
        await server.db.db
          .select({ id: schema.messages.id })
          .from(schema.messages)
          .where(eq(schema.messages.numberId, number.id))
      ).length;
    const settled = async (count: number) =>
      until(`${count} messages`, async () => ((await messages()) === count ? true : undefined));

    // Known first by LID alone, then by phone with the LID beside it: one person, phone filled in.
    writes(socket, '11112222@lid', undefined, 'Sari');
    await settled(1);
    expect(await contacts()).toEqual([{ phone: null, lid: '11112222', name: 'Sari' }]);
    writes(socket, '6281311112222@s.whatsapp.net', '11112222@lid', 'Sari W');
    await settled(2);
    expect(await contacts()).toEqual([
      { phone: '+6281311112222', lid: '11112222', name: 'Sari W' },
    ]);

    // Known first by phone, then by LID with the phone beside it: the LID filled in.
    writes(socket, '6281333334444@s.whatsapp.net', undefined, 'Budi');
    await settled(3);
    writes(socket, '33334444@lid', '6281333334444@s.whatsapp.net', 'Budi');
    await settled(4);
    // By phone alone again, and by LID alone: still the same two people.
    writes(socket, '6281311112222@s.whatsapp.net', undefined, 'Sari');
    writes(socket, '33334444@lid', undefined, 'Pak Budi');
    await settled(6);
    expect(await contacts()).toEqual([
      { phone: '+6281311112222', lid: '11112222', name: 'Sari' },
      { phone: '+6281333334444', lid: '33334444', name: 'Pak Budi' },
    ]);
    const conversations = await server.db.db
      .select({ id: schema.conversations.id })
      .from(schema.conversations)
      .where(eq(schema.conversations.numberId, number.id));
    expect(conversations).toHaveLength(2);
  }, 40_000);
});
