import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './client.ts';
import { listConversations } from './queries/conversations.ts';
import { insertRegistration } from './queries/registration.ts';
import { whatsappNumbers } from './schema/index.ts';
import { createTestDb } from './testing.ts';

/**
 * The inbox search takes one of several ways (conversations.ts): the newest conversations when
 * they fill a page, the matches found through the trigram indexes when they are few, a walk over
 * every conversation past 2,000 matches, and the same walk for a text too short for trigrams. Whichever it takes,
 * a person sees the same thing: the conversations holding the text, newest first, page by page.
 */
const CONVERSATIONS = 2_400;

let handle: DbHandle;
let businessId: string;

const search = (text: string, before?: { at: Date; id: string }) =>
  listConversations(handle.db, {
    scope: { businessId },
    search: text,
    limit: 30,
    ...(before ? { before } : {}),
  });

describe('inbox search', () => {
  beforeAll(async () => {
    handle = await createTestDb();
    const { business } = await insertRegistration(handle.db, {
      email: 'search@example.com',
      name: 'Search',
      passwordHash: 'x',
      whatsappNumber: '+6281234567890',
      businessName: 'Toko Cari',
      packageType: 'enterprise',
    });
    businessId = business.id;
    const [number] = await handle.db
      .insert(whatsappNumbers)
      .values({ businessId, number: '+6281100000001', name: 'Toko Cari' })
      .returning({ id: whatsappNumbers.id });
    // Conversation n (newest first): contact "Pelanggan n", phone +62813 and n in 8 digits, one
    // message; every message says "pesanan", every seventh also "ongkir", all but the newest 300
    // "resi" (too many to sort, but none among the newest).
    await handle.db.execute(sql`
      insert into contacts (business_id, phone, name)
      select ${businessId}, '+62813' || lpad(g::text, 8, '0'), 'Pelanggan ' || g
      from generate_series(1, ${CONVERSATIONS}) g`);
    await handle.db.execute(sql`
      insert into conversations (business_id, number_id, contact_id, last_message_preview,
        last_message_at)
      select ${businessId}, ${number?.id}, c.id,
        'Kak, pesanan ' || n || case when n % 7 = 0 then ' ongkir berapa?' else ' sudah dikirim?' end
          || case when n > 300 then ' resi?' else '' end,
        now() - n * interval '1 second'
      from (select id, substring(name from 11)::int as n from contacts
            where business_id = ${businessId}) c`);
    await handle.db.execute(sql`
      insert into messages (business_id, number_id, conversation_id, contact_id, direction,
        sender_kind, type, body, status, created_at)
      select business_id, number_id, id, contact_id, 'inbound', 'contact', 'text',
        last_message_preview, 'delivered', last_message_at
      from conversations where business_id = ${businessId}`);
  }, 120_000);
  afterAll(() => handle?.close());

  it('finds a phone, a name and a word through the indexes, newest first', async () => {
    const byPhone = await search('628130000123');
    // +628130000123x: 1230 to 1239.
    expect(byPhone.map((row) => row.contactName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Pelanggan ${1230 + i}`),
    );
    expect((await search('pelanggan 2399')).map((row) => row.contactName)).toEqual([
      'Pelanggan 2399',
    ]);
    const byWord = await search('ONGKIR');
    expect(byWord.map((row) => row.contactName)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Pelanggan ${7 * (i + 1)}`),
    );
    expect(await search('ongkir bali')).toEqual([]);
  });

  it('pages through a word most conversations hold, as through a rare one', async () => {
    const names: string[] = [];
    let before: { at: Date; id: string } | undefined;
    for (let page = 0; page < 3; page++) {
      const rows = await search('pesanan', before);
      names.push(...rows.map((row) => row.contactName ?? ''));
      const last = rows.at(-1);
      before = last ? { at: last.lastMessageAt, id: last.id } : undefined;
    }
    expect(names).toEqual(Array.from({ length: 90 }, (_, i) => `Pelanggan ${i + 1}`));

    const sevenths: string[] = [];
    before = undefined;
    for (;;) {
      const rows = await search('ongkir', before);
      sevenths.push(...rows.map((row) => row.contactName ?? ''));
      const last = rows.at(-1);
      if (rows.length < 30 || !last) break;
      before = { at: last.lastMessageAt, id: last.id };
    }
    expect(sevenths).toHaveLength(Math.floor(CONVERSATIONS / 7));

    const resi = await search('resi');
    expect(resi.map((row) => row.contactName)).toEqual(
      Array.from({ length: 30 }, (_, i) => `Pelanggan ${301 + i}`),
    );
  });

  it('finds a text too short for trigrams, and takes wildcards literally', async () => {
    expect((await search('99')).map((row) => row.contactName).slice(0, 3)).toEqual([
      'Pelanggan 99',
      'Pelanggan 199',
      'Pelanggan 299',
    ]);
    expect(await search('%')).toEqual([]);
    expect(await search('pesanan_1')).toEqual([]);
  });
});
