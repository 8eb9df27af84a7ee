import { schema } from '@balasin/db';
import {
  CONTACTS_BOOK,
  contactsBookMessages,
  messagingMessages,
  PACKAGE_CONTACT_LIMITS,
} from '@balasin/shared';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CookieJar, customer, json, request } from './helpers.ts';
import { messagingClient, uniqueNumber, until } from './messaging-helpers.ts';
import { joinTeam } from './team-helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const { connectedNumber, inbound, pair } = messagingClient(() => server);

type Entry = {
  id: string;
  name: string | null;
  phone: string | null;
  first_message_at: string | null;
  last_message_at: string | null;
  conversations: { id: string; number_id: string; number_name: string }[];
};
type Book = {
  items: Entry[];
  next_cursor: string | null;
  total: number;
  count: number;
  limit: number;
};
/** An owner on an active package (a team needs one) with a connected test number. */
const activeOwner = async () => {
  const { jar } = await customer(server, { packageType: 'pro' });
  const added = json<{ id: string }>(
    await request(server, jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number: uniqueNumber(), name: 'API', test: true },
    }),
  );
  await pair(jar, added.id);
  return { jar, numberId: added.id };
};

type Imported = { created: number; updated: number; skipped: { line: number; reason: string }[] };

const book = async (jar: CookieJar, query = '') =>
  json<Book>(await request(server, jar, { method: 'GET', url: `/api/contacts${query}` }));

/** A customer writes to the number and is stored (the pipeline works in the background). */
const writes = async (
  owner: { jar: CookieJar; numberId: string },
  phone: string,
  name: string,
  text = 'Halo',
) => {
  await inbound(owner.jar, owner.numberId, phone, text, name);
  return until(`${name}'s contact`, async () =>
    (await book(owner.jar, `?q=${encodeURIComponent(phone)}`)).items.find(
      (entry) =>
        entry.phone === phone && entry.conversations.some((c) => c.number_id === owner.numberId),
    ),
  );
};

const importCsv = (jar: CookieJar | undefined, body: string | Buffer) =>
  server.app.inject({
    method: 'POST',
    url: '/api/contacts/import',
    payload: body,
    headers: { 'content-type': 'text/csv', ...(jar ? { cookie: jar.header() } : {}) },
  });

const exportCsv = (jar: CookieJar | undefined) =>
  request(server, jar, { method: 'GET', url: '/api/contacts/export' });

const businessOf = async (numberId: string) => {
  const [row] = await server.db.db
    .select({ businessId: schema.whatsappNumbers.businessId })
    .from(schema.whatsappNumbers)
    .where(eq(schema.whatsappNumbers.id, numberId));
  return row?.businessId ?? '';
};

const messagesIn = async (conversationId: string) =>
  (
    await server.db.db
      .select({ n: count() })
      .from(schema.messages)
      .where(eq(schema.messages.conversationId, conversationId))
  )[0]?.n;

describe('the contact book', () => {
  it('lists by name with conversations and first and last message, searches name and phone literally, pages by cursor', async () => {
    const owner = await connectedNumber();
    const citra = await writes(owner, '+6285200000003', 'Citra');
    await writes(owner, '+6285200000001', 'ani');
    await writes(owner, '+6285200000002', 'Budi_Santoso');
    await writes(owner, '+6285200000004', '100% Asli');
    await inbound(owner.jar, owner.numberId, '+6285200000003', 'Masih ada stok?');
    const later = await until('Citra again', async () => {
      const entry = (await book(owner.jar, '?q=Citra')).items[0];
      return entry && entry.last_message_at !== citra.last_message_at ? entry : undefined;
    });

    const first = await book(owner.jar, '?limit=3');
    expect(first.items.map((e) => e.name)).toEqual(['100% Asli', 'ani', 'Budi_Santoso']);
    expect(first).toMatchObject({ total: 4, count: 4, limit: PACKAGE_CONTACT_LIMITS.lite });
    const second = await book(owner.jar, `?limit=3&cursor=${first.next_cursor}`);
    expect(second.items.map((e) => e.name)).toEqual(['Citra']);
    expect(second.next_cursor).toBeNull();

    expect(later.conversations).toEqual([
      { id: expect.any(String), number_id: owner.numberId, number_name: 'API' },
    ]);
    expect(later.first_message_at).toBe(citra.first_message_at);
    expect(Date.parse(later.last_message_at ?? '')).toBeGreaterThan(
      Date.parse(later.first_message_at ?? ''),
    );

    // % and _ are what they are, not wildcards; the phone is searched too.
    expect((await book(owner.jar, '?q=%25')).items.map((e) => e.name)).toEqual(['100% Asli']);
    expect((await book(owner.jar, '?q=_')).items.map((e) => e.name)).toEqual(['Budi_Santoso']);
    expect((await book(owner.jar, '?q=CITRA')).items.map((e) => e.name)).toEqual(['Citra']);
    const byPhone = await book(owner.jar, '?q=200000001');
    expect(byPhone.items.map((e) => e.name)).toEqual(['ani']);
    expect(byPhone).toMatchObject({ total: 1, count: 4 });

    const bad = await request(server, owner.jar, {
      method: 'GET',
      url: '/api/contacts?cursor=xyz',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      message: messagingMessages.invalidCursor,
      code: 'BAD_REQUEST',
    });
  });

  it('renames a contact for any member of the team, and never another business’s', async () => {
    const owner = await activeOwner();
    const siti = await writes(owner, '+6285300000001', 'siti');
    const agent = await joinTeam(server, owner.jar, 'agent');
    const renamed = await request(server, agent.jar, {
      method: 'PUT',
      url: `/api/contacts/${siti.id}`,
      payload: { name: '  Siti Nurhaliza 🌸 ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json(renamed)).toEqual({
      id: siti.id,
      name: 'Siti Nurhaliza 🌸',
      phone: '+6285300000001',
    });
    expect((await book(owner.jar)).items[0]?.name).toBe('Siti Nurhaliza 🌸');

    for (const [name, message] of [
      ['   ', contactsBookMessages.nameRequired],
      ['x'.repeat(CONTACTS_BOOK.nameMax + 1), contactsBookMessages.nameTooLong],
    ] as const) {
      const refused = await request(server, owner.jar, {
        method: 'PUT',
        url: `/api/contacts/${siti.id}`,
        payload: { name },
      });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ message, code: 'BAD_REQUEST' });
    }

    const stranger = await customer(server, { active: false });
    for (const id of [siti.id, 'not-an-id']) {
      const hidden = await request(server, stranger.jar, {
        method: 'PUT',
        url: `/api/contacts/${id}`,
        payload: { name: 'Dicuri' },
      });
      expect(hidden.statusCode).toBe(404);
      expect(json(hidden)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await book(stranger.jar)).items).toEqual([]);
    expect((await book(owner.jar)).items[0]?.name).toBe('Siti Nurhaliza 🌸');
  });

  it('merges a duplicate: its conversations move, one on the same number is folded in, the kept contact fills what it lacks', async () => {
    const owner = await activeOwner();
    const added = json<{ id: string }>(
      await request(server, owner.jar, {
        method: 'POST',
        url: '/api/whatsapp-numbers',
        payload: { number: '+6281377700001', name: 'Cabang', test: true },
      }),
    );
    await pair(owner.jar, added.id);
    const branch = { jar: owner.jar, numberId: added.id };

    const kept = await writes(owner, '+6285400000001', 'Dewi');
    await inbound(owner.jar, owner.numberId, '+6285400000001', 'Kedua');
    const duplicate = await writes(owner, '+6285400000002', 'Dewi (kantor)');
    const duplicateOnBranch = await writes(branch, '+6285400000002', 'Dewi (kantor)');
    const keptConversation = kept.conversations[0]?.id ?? '';
    const foldedConversation = duplicate.conversations[0]?.id ?? '';
    const movedConversation =
      duplicateOnBranch.conversations.find((c) => c.number_id === added.id)?.id ?? '';
    await until('both of Dewi’s messages', async () =>
      (await messagesIn(keptConversation)) === 2 ? true : undefined,
    );
    const keptBefore = await messagesIn(keptConversation);
    const folded = await messagesIn(foldedConversation);

    // An agent may not; the same contact twice is no merge.
    const agent = await joinTeam(server, owner.jar, 'agent');
    const byAgent = await request(server, agent.jar, {
      method: 'POST',
      url: `/api/contacts/${kept.id}/merge`,
      payload: { duplicate_id: duplicate.id },
    });
    expect(byAgent.statusCode).toBe(403);
    const self = await request(server, owner.jar, {
      method: 'POST',
      url: `/api/contacts/${kept.id}/merge`,
      payload: { duplicate_id: kept.id },
    });
    expect(self.statusCode).toBe(400);
    expect(json(self)).toMatchObject({ message: contactsBookMessages.mergeSelf });

    const merged = await request(server, owner.jar, {
      method: 'POST',
      url: `/api/contacts/${kept.id}/merge`,
      payload: { duplicate_id: duplicate.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(json(merged)).toEqual({ id: kept.id, name: 'Dewi', phone: '+6285400000001' });

    const after = await book(owner.jar);
    expect(after.items.map((e) => e.name)).toEqual(['Dewi']);
    expect(after.items[0]?.conversations.map((c) => c.id).sort()).toEqual(
      [keptConversation, movedConversation].sort(),
    );
    expect(await messagesIn(keptConversation)).toBe((keptBefore ?? 0) + (folded ?? 0));
    expect(await messagesIn(foldedConversation)).toBe(0);
    const gone = await request(server, owner.jar, {
      method: 'GET',
      url: `/api/conversations/${foldedConversation}`,
    });
    expect(gone.statusCode).toBe(404);
    const moved = json<{ contact: { id: string } }>(
      await request(server, owner.jar, {
        method: 'GET',
        url: `/api/conversations/${movedConversation}`,
      }),
    );
    expect(moved.contact.id).toBe(kept.id);
    const again = await request(server, owner.jar, {
      method: 'POST',
      url: `/api/contacts/${kept.id}/merge`,
      payload: { duplicate_id: duplicate.id },
    });
    expect(again.statusCode).toBe(404);

    // A contact WhatsApp knows by LID alone takes the duplicate's phone (and name) when merged.
    const businessId = await businessOf(owner.numberId);
    const [lidOnly] = await server.db.db
      .insert(schema.contacts)
      .values({ businessId, lid: '99887766@lid' })
      .returning({ id: schema.contacts.id });
    const filled = await request(server, owner.jar, {
      method: 'POST',
      url: `/api/contacts/${lidOnly?.id}/merge`,
      payload: { duplicate_id: kept.id },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(json(filled)).toEqual({ id: lidOnly?.id, name: 'Dewi', phone: '+6285400000001' });
    const [row] = await server.db.db
      .select()
      .from(schema.contacts)
      .where(eq(schema.contacts.id, lidOnly?.id ?? ''));
    expect(row?.lid).toBe('99887766@lid');

    // Another business's contact, on either side, is not found, and stays as it was.
    const stranger = await connectedNumber();
    const theirs = await writes(stranger, '+6285400000009', 'Eko');
    for (const [id, duplicateId, jar] of [
      [lidOnly?.id, theirs.id, owner.jar],
      [theirs.id, lidOnly?.id, owner.jar],
      [theirs.id, 'nope', owner.jar],
    ] as const) {
      const refused = await request(server, jar, {
        method: 'POST',
        url: `/api/contacts/${id}/merge`,
        payload: { duplicate_id: duplicateId },
      });
      expect(refused.statusCode, refused.body).toBe(404);
      expect(json(refused)).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await book(stranger.jar)).items.map((e) => e.name)).toEqual(['Eko']);
  });
});

describe('CSV', () => {
  const awkward = ['Siti Nurhaliza 🌸', 'Budi, "Toko" Jaya', 'Baris satu\nbaris dua', '=1+2'];

  it('exports for Excel (BOM, CRLF, quoting) and imports its own export back, names intact', async () => {
    const owner = await connectedNumber();
    for (const [i, name] of awkward.entries()) {
      const entry = await writes(owner, `+628560000000${i}`, `Pelanggan ${i}`);
      await request(server, owner.jar, {
        method: 'PUT',
        url: `/api/contacts/${entry.id}`,
        payload: { name },
      });
    }
    const exported = await exportCsv(owner.jar);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="?contacts-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const bytes = exported.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('name,phone,first_message_at,last_message_at');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"Budi, ""Toko"" Jaya",+6285600000001,');
    expect(text).toContain('"Baris satu\nbaris dua",+6285600000002,');
    expect(text).toContain("'=1+2,+6285600000003,");
    expect(text).toMatch(/Siti Nurhaliza 🌸,\+6285600000000,\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-/);

    // Another business takes the file as it is.
    const other = await customer(server, { active: false });
    const imported = await importCsv(other.jar, bytes);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(json<Imported>(imported)).toEqual({ created: 4, updated: 0, skipped: [] });
    const theirs = await book(other.jar);
    expect(theirs.items.map((e) => [e.name, e.phone]).sort()).toEqual(
      awkward.map((name, i) => [name, `+628560000000${i}`]).sort(),
    );
    // The same file again changes nothing; the names of known phones follow a new file.
    expect(json<Imported>(await importCsv(other.jar, bytes))).toEqual({
      created: 0,
      updated: 0,
      skipped: [],
    });
    const renamed = await importCsv(other.jar, 'phone,name\n+6285600000000,Siti N.\n');
    expect(json<Imported>(renamed)).toEqual({ created: 0, updated: 1, skipped: [] });
    expect((await book(other.jar, '?q=Siti')).items[0]?.name).toBe('Siti N.');
    // The copy exports the same cells (no messages yet, so no dates).
    const copy = (await exportCsv(other.jar)).rawPayload.toString('utf8').split('\r\n');
    expect(copy).toEqual(
      expect.arrayContaining([
        '"Budi, ""Toko"" Jaya",+6285600000001,,',
        '"Baris satu\nbaris dua",+6285600000002,,',
        "'=1+2,+6285600000003,,",
        'Siti N.,+6285600000000,,',
      ]),
    );
  });

  it('reports each line it skips and why, normalises Indonesian phones, and refuses files it cannot read', async () => {
    const { jar } = await customer(server, { active: false });
    const file = [
      'Nama,Phone,Catatan',
      'Ani,0812-3456-7890,pelanggan lama',
      'Tanpa nomor,,',
      'Salah,abc,',
      '"Catatan\npanjang",+62 811 2233 4455,',
      'Ani lagi,+6281234567890,',
      `${'x'.repeat(CONTACTS_BOOK.nameMax + 1)},081100000001,`,
      '',
      ',6281100000002,',
    ].join('\r\n');
    const imported = await importCsv(jar, file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(json<Imported>(imported)).toEqual({
      created: 3,
      updated: 0,
      skipped: [
        { line: 3, reason: contactsBookMessages.phoneMissing },
        { line: 4, reason: contactsBookMessages.phoneInvalid },
        { line: 7, reason: contactsBookMessages.phoneRepeated },
        { line: 8, reason: contactsBookMessages.nameTooLong },
      ],
    });
    // Unnamed contacts sort by their phone.
    expect((await book(jar)).items.map((e) => [e.name, e.phone])).toEqual([
      [null, '+6281100000002'],
      ['Ani', '+6281234567890'],
      ['Catatan\npanjang', '+6281122334455'],
    ]);

    for (const [body, status, message] of [
      ['name,alamat\nAni,Bandung', 400, contactsBookMessages.importNoPhoneColumn],
      ['name,phone\n"Ani,0812', 400, contactsBookMessages.unclosedQuote],
      ['name,phone\r\n', 400, contactsBookMessages.importEmpty],
      ['', 400, contactsBookMessages.importEmpty],
      [
        Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0a]),
        400,
        contactsBookMessages.importNotText,
      ],
      [
        `name,phone\n${'a,0811\n'.repeat(CONTACTS_BOOK.importMaxRows + 1)}`,
        400,
        contactsBookMessages.importTooManyRows,
      ],
      [
        Buffer.alloc(CONTACTS_BOOK.importMaxBytes + 1, 0x61),
        413,
        contactsBookMessages.importTooLarge,
      ],
    ] as const) {
      const refused = await importCsv(jar, body);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(json(refused)).toMatchObject({ error: message, message, code: expect.any(String) });
    }
  });

  it('creates new contacts only while the package has room, and says so for the rest', async () => {
    const owner = await connectedNumber();
    const businessId = await businessOf(owner.numberId);
    const limit = PACKAGE_CONTACT_LIMITS.lite;
    await server.db.db.execute(
      sql`insert into contacts (business_id, phone)
          select ${businessId}::uuid, '+6289' || lpad(g::text, 9, '0') from generate_series(1, ${limit - 2}::int) g`,
    );
    const file = [
      'name,phone',
      'Lama,+6289000000001',
      'Baru satu,+6287700000001',
      'Baru dua,+6287700000002',
      'Baru tiga,+6287700000003',
    ].join('\r\n');
    const imported = json<Imported>(await importCsv(owner.jar, file));
    const full = messagingMessages.contactLimit('Lite', limit);
    expect(imported).toEqual({
      created: 2,
      updated: 1,
      skipped: [{ line: 5, reason: full }],
    });
    expect(await book(owner.jar, '?limit=1')).toMatchObject({ count: limit, limit, total: limit });
  });

  it('is the owner’s and admins’: agents get 403, the signed-out 401', async () => {
    const owner = await activeOwner();
    await writes(owner, '+6285700000001', 'Rahasia');
    const agent = await joinTeam(server, owner.jar, 'agent');
    const admin = await joinTeam(server, owner.jar, 'admin');
    for (const [jar, status] of [
      [agent.jar, 403],
      [undefined, 401],
    ] as const) {
      const exported = await exportCsv(jar);
      expect(exported.statusCode).toBe(status);
      expect(exported.body).not.toContain('Rahasia');
      expect(json(exported)).toMatchObject({ code: expect.any(String) });
      expect((await importCsv(jar, 'name,phone\nX,0811111111\n')).statusCode).toBe(status);
    }
    // A foreign page cannot make the owner's browser import a file.
    const crossSite = await server.app.inject({
      method: 'POST',
      url: '/api/contacts/import',
      payload: 'name,phone\nX,0811111111\n',
      headers: {
        'content-type': 'text/csv',
        origin: 'https://evil.example',
        cookie: owner.jar.header(),
      },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await book(agent.jar)).items.map((e) => e.name)).toEqual(['Rahasia']);
    expect((await exportCsv(admin.jar)).body).toContain('Rahasia,+6285700000001');
    expect((await book(owner.jar)).count).toBe(1);
  });
});
