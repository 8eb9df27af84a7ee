import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { invitationLink, uniqueEmail } from '../support/api.ts';
import { pairedTestNumber, sandboxCustomer } from '../support/sandbox.ts';

/**
 * Fills a signed-in owner's dashboard through the API, as months of use would: a connected test
 * number with conversations (long names, unbroken words and links, emoji, a picture and a PDF),
 * API tokens and messages sent with them, a webhook endpoint that answers and one nobody listens
 * on, knowledge in every state, canned responses, labels, and a team member and an invitation.
 * The content is Indonesian and sometimes long on purpose: the geometry test measures these
 * screens as a phone shows them.
 */
export const NUMBER_NAME = 'Batik Sekar Cabang Yogyakarta';
/** The customer the test phone page shows first, with the longest messages. */
export const LONG_CUSTOMER = 'Raden Ayu Kusumawardhani Setyaningrum Purbonegoro';
export const LONG_FAQ = 'Bagaimana cara retur atau tukar ukuran kalau barangnya tidak pas?';
export const FAILING_ENDPOINT =
  'http://127.0.0.1:1/balasin/webhook/whatsapp-events-batik-sekar-cabang-yogyakarta-produksi';
export const TEAM_MEMBER = 'Dewi Lestari Anggraini Kusumaningtyas';

const LONG_LINK =
  'https://batiksekar.example.co.id/katalog/kemeja-batik-parang-lereng-lengan-panjang-katun-primisima-premium?utm_source=whatsapp&utm_campaign=lebaran2026';
const LONG_WORD = 'Terimakasihbanyakkakatasbantuannyasemogatokonyasuksesselaluyaaa🙏🙏🙏';

/** A 4×4 green PNG and a small PDF, as a customer's phone sends them. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGNkaGBAAkwMqAAAD6wAgT1qVuEAAAAASUVORK5CYII=';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

const CUSTOMERS: { phone: string; name: string; messages: string[] }[] = [
  {
    // The test phone page's default customer.
    phone: '+6281200000001',
    name: LONG_CUSTOMER,
    messages: [
      `Kak, kemeja yang ini masih ada ukuran XL? ${LONG_LINK}`,
      LONG_WORD,
      'Kalau transfer sekarang bisa dikirim hari ini juga ke Sleman? Alamat lengkapnya Jl. Kaliurang KM 12,5 Gang Melati No. 7, Ngaglik, Sleman, Daerah Istimewa Yogyakarta 55581',
    ],
  },
  { phone: '+6281234500021', name: 'Siti Nurhaliza 🌸✨', messages: ['Halo kak 😊 masih buka?'] },
  {
    phone: '+6281234500022',
    name: 'Budi Santoso (Toko Kelontong Makmur Jaya Abadi Sentosa)',
    messages: ['Mau pesan 50 potong untuk seragam kantor, ada harga grosir?'],
  },
  { phone: '+6281234500023', name: 'Ayu', messages: ['Ini bukti transfernya kak'] },
  {
    phone: '+6281234500024',
    name: 'Pak Hendra Wijayakusuma',
    messages: ['Paket saya nomor resi JNE1234567890123456789 belum sampai juga sudah seminggu'],
  },
];

/**
 * A local server standing in for the owner's systems: it accepts webhook deliveries and serves a
 * page of the shop's return policy for the knowledge base to learn from. Kept up while the
 * screens are measured, so its endpoint stays active.
 */
export const startShopServer = async () => {
  const server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><html lang="id"><head><title>Kebijakan retur Batik Sekar</title></head><body><main><h1>Kebijakan retur</h1><p>Barang bisa ditukar dalam 14 hari setelah diterima, selama label masih terpasang dan belum dicuci. Ongkos kirim retur ditanggung pembeli, kecuali barang cacat atau salah kirim.</p></main></body></html>',
      );
      return;
    }
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * A request as the owner. The test server's access tokens last seconds and seeding on a busy
 * machine takes longer, so a request refused with 401 renews the token and is sent again (a 401
 * changes nothing); renewing before every request, as before, doubled the requests.
 */
const asOwner = async (page: Page, call: (api: APIRequestContext) => Promise<APIResponse>) => {
  const api = page.context().request;
  const first = await call(api);
  if (first.status() !== 401) return first;
  expect((await api.post('/api/auth/refresh')).status()).toBe(200);
  return call(api);
};

/** A POST (or PUT) as the owner that must succeed, returning its JSON. */
const send = async (page: Page, method: 'post' | 'put', url: string, data?: unknown) => {
  const response = await asOwner(page, (api) =>
    api[method](url, data === undefined ? {} : { data }),
  );
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as { id: string } & Record<string, unknown>;
};

const getJson = async <T>(page: Page, url: string) => {
  const response = await asOwner(page, (api) => api.get(url));
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
};

type ShopServer = Awaited<ReturnType<typeof startShopServer>>;

/** Fills the dashboard of the owner signed in on `page`; resolves to the test number's id. */
export const fillDashboard = async (page: Page, request: APIRequestContext, shop: ShopServer) => {
  // The invitation's mail travels while the rest is seeded.
  const agentEmail = uniqueEmail('agen-dewi');
  await send(page, 'post', '/api/team/invitations', { email: agentEmail, role: 'agent' });
  await send(page, 'post', '/api/team/invitations', {
    email: uniqueEmail('admin-gudang-pusat-batik-sekar-yogyakarta'),
    role: 'admin',
  });

  const endpoints = [
    await send(page, 'post', '/api/webhooks', {
      url: shop.url('/balasin/webhook'),
      events: ['message.received', 'message.status', 'connection.status'],
    }),
    await send(page, 'post', '/api/webhooks', {
      url: FAILING_ENDPOINT,
      events: ['message.received'],
    }),
  ];

  const numberId = await pairedTestNumber(page, NUMBER_NAME);
  const labels = [];
  for (const [name, color] of [
    ['Komplain pengiriman terlambat', 'red'],
    ['Pelanggan grosir', 'teal'],
    ['VIP', 'purple'],
  ]) {
    labels.push(await send(page, 'post', '/api/labels', { name, color }));
  }

  for (const customer of CUSTOMERS) {
    const writer = sandboxCustomer(page, numberId, customer);
    for (const text of customer.messages) await writer.writes(text);
  }
  const ayu = sandboxCustomer(page, numberId, { phone: '+6281234500023', name: 'Ayu' });
  await ayu.writes('Sudah transfer ya kak', {
    type: 'image',
    mime_type: 'image/png',
    filename: 'bukti-transfer-bca-27-november.png',
    data_base64: PNG,
  });
  await ayu.writes('Daftar pesanan', {
    type: 'document',
    mime_type: 'application/pdf',
    filename: 'daftar-pesanan-seragam-kantor-dinas-pendidikan-kabupaten-sleman-2026.pdf',
    data_base64: PDF,
  });

  // The owner answers the first, with labels and a private note; one more gets a label.
  type Conversation = { id: string; contact: { phone: string } };
  await expect
    .poll(
      async () =>
        (await getJson<{ items: Conversation[] }>(page, '/api/conversations')).items.length,
    )
    .toBe(CUSTOMERS.length);
  const { items } = await getJson<{ items: Conversation[] }>(page, '/api/conversations');
  const conversationOf = (phone: string) =>
    items.find((item) => item.contact.phone === phone)?.id as string;
  const long = conversationOf('+6281200000001');
  await send(page, 'post', `/api/conversations/${long}/messages`, {
    text: `Halo Kak Raden Ayu 🙏 ukuran XL masih ada 3 potong. Bisa langsung checkout di ${LONG_LINK} ya, pengiriman ke Sleman hari ini kalau transfer sebelum jam 15.00 WIB.`,
  });
  await send(page, 'post', `/api/conversations/${long}/notes`, {
    text: `Pelanggan lama, sudah 12 kali belanja. Kasih gratis ongkir: kodevoucher GRATISONGKIRPELANGGANSETIABATIKSEKAR2026`,
  });
  for (const label of labels) {
    await send(page, 'put', `/api/conversations/${long}/labels/${label.id}`);
  }
  await send(
    page,
    'put',
    `/api/conversations/${conversationOf('+6281234500022')}/labels/${labels[1]?.id}`,
  );

  const contacts = await getJson<{ items: { id: string; phone: string }[] }>(page, '/api/contacts');
  for (const contact of contacts.items.filter((item) => item.phone !== '+6281234500023')) {
    for (const label of labels) {
      await send(page, 'put', `/api/contacts/${contact.id}/labels/${label.id}`);
    }
  }

  // Two tokens, and messages sent with one of them for the API log.
  const token = (await send(page, 'post', `/api/whatsapp-numbers/${numberId}/tokens`, {
    name: 'Sistem gudang dan pengiriman otomatis (server produksi)',
  })) as { id: string; token: string };
  await send(page, 'post', `/api/whatsapp-numbers/${numberId}/tokens`, { name: 'Zapier' });
  for (const text of [
    'Pesanan #INV-2026-11-000123 sudah dikirim lewat JNE REG, resi JNE1234567890123456789.',
    `Halo Kak, pembayaran sudah kami terima. Lacak pesanan di ${LONG_LINK}`,
    'Terima kasih 🙏',
  ]) {
    const sent = await request.post('/api/v1/messages', {
      headers: { authorization: `Bearer ${token.token}` },
      data: { to: '+6281299990001', type: 'text', text: { body: text } },
    });
    expect(sent.status(), await sent.text()).toBe(202);
  }

  // Knowledge: FAQs (one long), a document, a page that is read and one that cannot be.
  await send(page, 'post', '/api/knowledge/faqs', {
    question: LONG_FAQ,
    answer: `Bisa, Kak. Retur atau tukar ukuran gratis dalam 14 hari setelah barang diterima, selama label masih terpasang dan barang belum dicuci atau dipakai. Caranya:\n1. Isi formulir di ${LONG_LINK}\n2. Kirim barang ke Batik Sekar, Jl. Malioboro No. 123, Yogyakarta 55271.\n3. Setelah barang kami terima, ukuran pengganti dikirim dalam 2 hari kerja.\nOngkos kirim retur ditanggung pembeli, kecuali barang cacat atau salah kirim.`,
    alternatives: ['Bisa tukar ukuran?', 'Cara retur gimana kak?', 'Kalau kekecilan bagaimana?'],
  });
  await send(page, 'post', '/api/knowledge/faqs', {
    question: 'Berapa ongkos kirim ke Jakarta?',
    answer: 'Ongkir ke Jakarta Rp15.000 dengan JNE REG, sampai 1-2 hari kerja.',
  });
  const uploaded = await asOwner(page, (api) =>
    api.post(
      '/api/knowledge/uploads/katalog-lengkap-batik-sekar-koleksi-lebaran-2026-harga-grosir-dan-eceran.md',
      {
        headers: { 'content-type': 'text/markdown' },
        data: Buffer.from(
          '# Katalog Lebaran 2026\n\n## Kemeja batik parang\n\nHarga eceran Rp350.000, grosir (minimal 12 potong) Rp295.000 per potong.\n',
        ),
      },
    ),
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await send(page, 'post', '/api/knowledge/documents', { url: shop.url('/kebijakan-retur') });
  await send(page, 'post', '/api/knowledge/documents', {
    url: 'http://127.0.0.1:1/halaman-kebijakan-pengiriman-dan-pengembalian-barang-batik-sekar',
  });

  await send(page, 'post', '/api/canned-responses', {
    shortcut: 'rekening',
    text: 'Silakan transfer ke BCA 1234567890 a.n. PT Batik Sekar Nusantara Sejahtera, lalu kirim bukti transfernya di sini ya Kak {{nama}} 🙏',
  });
  await send(page, 'post', '/api/canned-responses', {
    shortcut: 'ongkir-luar-pulau-jawa',
    text: `Ongkir ke luar Pulau Jawa dihitung per kilogram, cek tarifnya di ${LONG_LINK}`,
  });

  // The agent accepts the invitation from the e-mail; the admin's stays open.
  const link = await invitationLink(agentEmail);
  const accepted = await request.post('/api/auth/accept-invitation', {
    data: {
      token: link.split('/invite/')[1],
      name: TEAM_MEMBER,
      password: 'a-long-password-2',
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // Everyone has someone: nothing waits in the queue for automatic assignment to give the owner
  // once an inbox opens (announced in toasts over the screens being measured).
  const { members } = await getJson<{ members: { id: string; role: string }[] }>(page, '/api/team');
  const people = ['owner', 'agent'].map((role) => members.find((m) => m.role === role)?.id);
  const all = await getJson<{ items: Conversation[] }>(page, '/api/conversations');
  expect(all.items).toHaveLength(CUSTOMERS.length + 1);
  for (const [index, conversation] of all.items.entries()) {
    await send(page, 'put', `/api/conversations/${conversation.id}/assignee`, {
      assignee_id: people[index % 2],
    });
  }

  // What happens in the background has happened: deliveries made to the shop, failed (to be
  // retried) to the endpoint nobody listens on, and the sources read or failed.
  await expect
    .poll(
      async () => {
        const states = [];
        for (const [index, endpoint] of endpoints.entries()) {
          const log = await getJson<{ items: { status: string }[] }>(
            page,
            `/api/webhooks/${endpoint.id}/deliveries`,
          );
          const expected = index === 0 ? 'delivered' : 'retrying';
          states.push(log.items.some((item) => item.status === expected));
        }
        const documents = await getJson<{ state: string }[]>(page, '/api/knowledge/documents');
        return [...states, ...documents.map((document) => document.state).sort()];
      },
      { timeout: 20_000 },
    )
    .toEqual([true, true, 'failed', 'ready', 'ready']);
  // A fresh token for the screens that follow, as after signing in: their first load then does
  // not spend its seconds on a refused request and a renewal first.
  expect((await page.context().request.post('/api/auth/refresh')).status()).toBe(200);
  return numberId;
};
