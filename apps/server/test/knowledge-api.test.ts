import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { knowledgeMessages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  createTestServer,
  customer,
  json,
  request,
  type TestServer,
} from './helpers.ts';
import { makePdf } from './pdf-fixture.ts';

type Faq = { id: string; question: string; answer: string; alternatives: string[] };
type Doc = {
  id: string;
  kind: 'document' | 'page';
  title: string;
  state: 'processing' | 'ready' | 'failed';
  error: string | null;
  url: string | null;
  chunks: number;
  text_chars: number;
};
type Ask = {
  answer: string | null;
  sources: { id: string; kind: string; title: string; excerpt: string; score: number }[];
  confidence: number;
  handoff: boolean;
};

let server: TestServer;
let owner: CookieJar;
let stranger: CookieJar;
let site: Server;
let siteUrl: string;
const pages: Record<string, { type: string; body: string; status?: number }> = {};

beforeAll(async () => {
  server = await createTestServer();
  owner = (await customer(server)).jar;
  stranger = (await customer(server)).jar;
  // The business's own website, on a local port (private addresses are allowed in tests).
  site = createServer((req, res) => {
    const page = pages[req.url ?? ''];
    if (!page) return void res.writeHead(404).end('not found');
    res.writeHead(page.status ?? 200, { 'content-type': page.type }).end(page.body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await server.close();
});

const call = (
  jar: CookieJar | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => request(server, jar, { method, url, ...(payload === undefined ? {} : { payload }) });

const upload = (jar: CookieJar, name: string, bytes: Buffer | string, type: string) =>
  server.app
    .inject({
      method: 'POST',
      url: `/api/knowledge/uploads/${encodeURIComponent(name)}`,
      headers: { cookie: jar.header(), 'content-type': type },
      payload: bytes,
    })
    .then((response) => jar.store(response));

const settled = async (jar: CookieJar, id: string) => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const doc = json<Doc>(await call(jar, 'GET', `/api/knowledge/documents/${id}`));
    if (doc.state !== 'processing') return doc;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('document still processing after 20 s');
};

const ask = async (jar: CookieJar, question: string) => {
  const response = await call(jar, 'POST', '/api/knowledge/ask', { question });
  expect(response.statusCode, response.body).toBe(200);
  return json<Ask>(response);
};

describe('FAQ entries', () => {
  it('are created, listed, changed and deleted; answers follow at once', async () => {
    const created = await call(owner, 'POST', '/api/knowledge/faqs', {
      question: '  Berapa ongkos kirim ke Bandung?  ',
      answer: 'Ongkir ke Bandung Rp12.000 dengan JNE REG.',
      alternatives: ['Ongkir Bandung', '', 'Ongkir Bandung'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const faq = json<Faq>(created);
    expect(faq).toMatchObject({
      question: 'Berapa ongkos kirim ke Bandung?',
      alternatives: ['Ongkir Bandung'],
    });
    expect(json<Faq[]>(await call(owner, 'GET', '/api/knowledge/faqs')).map((f) => f.id)).toContain(
      faq.id,
    );

    const first = await ask(owner, 'ongkir ke bdg brp kak?');
    expect(first).toMatchObject({
      handoff: false,
      answer: 'Ongkir ke Bandung Rp12.000 dengan JNE REG.',
    });
    expect(first.sources[0]).toMatchObject({ id: faq.id, kind: 'faq', title: faq.question });
    expect(Object.keys(first).sort()).toEqual(['answer', 'confidence', 'handoff', 'sources']);

    const updated = await call(owner, 'PUT', `/api/knowledge/faqs/${faq.id}`, {
      question: faq.question,
      answer: 'Ongkir ke Bandung sekarang Rp10.000.',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await ask(owner, 'ongkir ke bandung berapa?')).answer).toBe(
      'Ongkir ke Bandung sekarang Rp10.000.',
    );

    expect((await call(owner, 'DELETE', `/api/knowledge/faqs/${faq.id}`)).statusCode).toBe(200);
    const after = await ask(owner, 'ongkir ke bandung berapa?');
    expect(after).toMatchObject({ answer: null, handoff: true });
    expect(after.sources.some((s) => s.id === faq.id)).toBe(false);
  });

  it('refuse bad input with the contract error shape', async () => {
    const response = await call(owner, 'POST', '/api/knowledge/faqs', {
      question: ' ',
      answer: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      message: knowledgeMessages.questionRequired,
      code: 'BAD_REQUEST',
    });
    const empty = await call(owner, 'POST', '/api/knowledge/ask', { question: '' });
    expect(json(empty)).toMatchObject({ message: knowledgeMessages.askRequired });
  });

  it("are another business's 404, and need a session", async () => {
    const faq = json<Faq>(
      await call(owner, 'POST', '/api/knowledge/faqs', {
        question: 'Jam buka?',
        answer: 'Jam 9-17.',
      }),
    );
    for (const [method, payload] of [
      ['PUT', { question: 'x', answer: 'y' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(stranger, method, `/api/knowledge/faqs/${faq.id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({
        message: knowledgeMessages.faqNotFound,
        code: 'NOT_FOUND',
      });
    }
    expect(json<Faq[]>(await call(stranger, 'GET', '/api/knowledge/faqs'))).toEqual([]);
    expect((await ask(stranger, 'jam buka?')).sources).toEqual([]);
    expect((await call(undefined, 'GET', '/api/knowledge/faqs')).statusCode).toBe(401);
    expect(
      (await call(owner, 'PUT', '/api/knowledge/faqs/not-a-uuid', { question: 'x', answer: 'y' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('documents', () => {
  it('answers from a wrapped document with its sentences whole, its list lines kept', async () => {
    const markdown = [
      '# Kue ulang tahun',
      [
        'Kue ulang tahun custom harus dipesan minimal 3 hari sebelumnya. Diameter 20 cm mulai Rp 180.000,',
        'diameter 24 cm mulai Rp 240.000. Tulisan di atas kue gratis.',
        'Topper karakter tambah Rp 35.000.',
      ].join('\n'),
    ].join('\n\n');
    const created = json<Doc>(await upload(owner, 'ultah.md', markdown, 'text/markdown'));
    expect(await settled(owner, created.id)).toMatchObject({ state: 'ready' });
    const answer = await ask(owner, 'kue ultah hrs pesan brp hari sblmnya?');
    expect(answer.sources[0]).toMatchObject({ id: created.id });
    // The line the file wrapped inside a sentence is one line on WhatsApp; a new sentence on its
    // own line stays there.
    expect(answer.answer).toContain('Rp 180.000, diameter 24 cm mulai Rp 240.000.');
    expect(answer.answer).toContain('gratis.\nTopper karakter');
    expect((await call(owner, 'DELETE', `/api/knowledge/documents/${created.id}`)).statusCode).toBe(
      200,
    );
  });

  it('reads a Markdown file by section within seconds, and deletes it', async () => {
    const markdown = [
      '# Kebijakan Toko',
      '## Pengembalian barang',
      'Barang bisa dikembalikan dalam 7 hari setelah diterima, dengan label masih terpasang.',
      '## Pembayaran',
      'Kami menerima transfer BCA, Mandiri dan QRIS.',
    ].join('\n\n');
    const response = await upload(owner, 'kebijakan.md', markdown, 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Doc>(response);
    expect(created).toMatchObject({ kind: 'document', title: 'kebijakan.md', state: 'processing' });
    const started = Date.now();
    const doc = await settled(owner, created.id);
    expect(doc).toMatchObject({ state: 'ready', error: null });
    expect(doc.chunks).toBeGreaterThanOrEqual(2);
    expect(Date.now() - started).toBeLessThan(5000);
    const answer = await ask(owner, 'kalau mau retur barang gmn?');
    expect(answer.handoff).toBe(false);
    expect(answer.answer).toContain('7 hari');
    expect(answer.sources[0]).toMatchObject({
      id: doc.id,
      kind: 'document',
      title: 'kebijakan.md',
    });

    expect((await call(stranger, 'GET', `/api/knowledge/documents/${doc.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(stranger, 'DELETE', `/api/knowledge/documents/${doc.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'DELETE', `/api/knowledge/documents/${doc.id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await ask(owner, 'kalau mau retur barang gmn?')).sources.some((s) => s.id === doc.id),
    ).toBe(false);
    expect((await call(owner, 'GET', `/api/knowledge/documents/${doc.id}`)).statusCode).toBe(404);
  });

  it('reads a PDF text layer with unpdf', async () => {
    const pdf = makePdf([
      { lines: ['Katalog Batik Sekar 2026', 'Kemeja batik tulis lengan panjang harga Rp350.000.'] },
      { lines: ['Garansi jahitan 30 hari untuk semua kemeja.'] },
    ]);
    const doc = await settled(
      owner,
      json<Doc>(await upload(owner, 'katalog.pdf', pdf, 'application/pdf')).id,
    );
    expect(doc, JSON.stringify(doc)).toMatchObject({ state: 'ready' });
    const answer = await ask(owner, 'garansi jahitan brp hari?');
    expect(answer.answer).toContain('30 hari');
  });

  it("answers from one of a short PDF's headed sections, not its whole text", async () => {
    const pdf = makePdf([
      {
        lines: [
          'Toko Kue Manis',
          '1. Jam Buka',
          'Toko buka setiap hari pukul 08.00 sampai 20.00 WIB, hari Minggu mulai pukul',
          '10.00 sampai 18.00 WIB.',
          'Pesanan Kue Ulang Tahun',
          'Kue ulang tahun dipesan paling lambat tiga hari sebelumnya dengan uang muka',
          '50%. Tulisan dan lilin di atas kue gratis.',
          'PENGEMBALIAN',
          'Kalau kue rusak saat diterima, kirim foto dalam 2 jam lewat WhatsApp dan kami',
          'ganti dengan kue baru tanpa biaya.',
        ],
      },
    ]);
    const doc = await settled(
      owner,
      json<Doc>(await upload(owner, 'info-toko.pdf', pdf, 'application/pdf')).id,
    );
    expect(doc, JSON.stringify(doc)).toMatchObject({ state: 'ready' });
    expect(doc.text_chars).toBeLessThan(500);

    const returns = await ask(owner, 'kalau kue rusak gimana');
    expect(returns.answer).toContain('kirim foto dalam 2 jam');
    expect(returns.answer).not.toContain('08.00');
    expect(returns.answer).not.toContain('uang muka');
    const hours = await ask(owner, 'jam buka toko kapan');
    expect(hours.answer).toContain('08.00 sampai 20.00');
    expect(hours.answer).not.toContain('kue rusak');
    expect(hours.answer).not.toContain('uang muka');
    // One passage a section, each under its heading.
    expect(doc.chunks).toBe(3);
    await call(owner, 'DELETE', `/api/knowledge/documents/${doc.id}`);
  });

  it('says a scanned PDF has no text', async () => {
    const scan = makePdf([{ lines: [] }], { text: false });
    const doc = await settled(
      owner,
      json<Doc>(await upload(owner, 'scan.pdf', scan, 'application/pdf')).id,
    );
    expect(doc).toMatchObject({ state: 'failed', error: knowledgeMessages.pdfNoText, chunks: 0 });
  });

  it('refuses files of other types, empty, mislabelled or over 10 MB', async () => {
    const image = await upload(owner, 'foto.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect(image.statusCode).toBe(400);
    expect(json(image)).toMatchObject({ message: knowledgeMessages.fileType, code: 'BAD_REQUEST' });
    const fakePdf = await upload(owner, 'palsu.pdf', 'bukan pdf', 'application/pdf');
    expect(json(fakePdf)).toMatchObject({ message: knowledgeMessages.fileType });
    const empty = await upload(owner, 'kosong.txt', '', 'text/plain');
    expect(json(empty)).toMatchObject({ message: knowledgeMessages.fileRequired });
    const big = await upload(
      owner,
      'besar.txt',
      Buffer.alloc(10 * 1024 * 1024 + 1, 97),
      'text/plain',
    );
    expect(big.statusCode).toBe(413);
    expect(json(big)).toMatchObject({ message: knowledgeMessages.fileTooLarge });
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/knowledge/uploads/a.txt',
      headers: { 'content-type': 'text/plain' },
      payload: 'halo',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('web pages', () => {
  it('are fetched, cleaned to text, re-fetched after a change', async () => {
    pages['/retur'] = {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><title>Retur &amp; Tukar | Sekar</title><script>var x = "jangan dibaca";</script></head>
        <body><nav><a href="/">Beranda</a></nav><main><h1>Retur &amp; tukar ukuran</h1>
        <p>Tukar ukuran gratis dalam 14 hari, ongkos kirim balik ditanggung pembeli.</p></main><footer>© Sekar</footer></body></html>`,
    };
    const created = await call(owner, 'POST', '/api/knowledge/documents', {
      url: `${siteUrl}/retur`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = await settled(owner, json<Doc>(created).id);
    expect(page).toMatchObject({ kind: 'page', state: 'ready', title: 'Retur & Tukar | Sekar' });
    const answer = await ask(owner, 'bs tuker ukuran ga kak?');
    expect(answer.answer).toContain('14 hari');
    expect(answer.answer).not.toContain('jangan dibaca');

    pages['/retur'] = {
      type: 'text/html',
      body: '<h1>Retur</h1><p>Tukar ukuran gratis dalam 30 hari.</p>',
    };
    const refetch = await call(owner, 'POST', `/api/knowledge/documents/${page.id}/refetch`);
    expect(refetch.statusCode, refetch.body).toBe(202);
    expect(await settled(owner, page.id)).toMatchObject({ state: 'ready' });
    expect((await ask(owner, 'tukar ukuran brp hari?')).answer).toContain('30 hari');
    expect(
      (await call(stranger, 'POST', `/api/knowledge/documents/${page.id}/refetch`)).statusCode,
    ).toBe(404);
  });

  it('fail with the reason: missing page, not HTML', async () => {
    const missing = json<Doc>(
      await call(owner, 'POST', '/api/knowledge/documents', { url: `${siteUrl}/hilang` }),
    );
    expect(await settled(owner, missing.id)).toMatchObject({
      state: 'failed',
      error: knowledgeMessages.pageStatus(404),
    });
    pages['/file.zip'] = { type: 'application/zip', body: 'PK' };
    const zip = json<Doc>(
      await call(owner, 'POST', '/api/knowledge/documents', { url: `${siteUrl}/file.zip` }),
    );
    expect(await settled(owner, zip.id)).toMatchObject({
      error: knowledgeMessages.pageNotHtml('application/zip'),
    });
  });

  it('refuses private addresses unless WEBHOOK_ALLOW_PRIVATE (server-side request forgery)', async () => {
    const strict = await createTestServer({ webhooks: { allowPrivate: false } });
    try {
      const jar = (await customer(strict)).jar;
      for (const url of [
        `${siteUrl}/retur`,
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/',
        'ftp://example.com/x',
      ]) {
        const response = await request(strict, jar, {
          method: 'POST',
          url: '/api/knowledge/documents',
          payload: { url },
        });
        expect(response.statusCode, url).toBe(400);
      }
      const response = await request(strict, jar, {
        method: 'POST',
        url: '/api/knowledge/documents',
        payload: { url: `${siteUrl}/retur` },
      });
      expect(json(response)).toMatchObject({ message: knowledgeMessages.urlPrivate });
    } finally {
      await strict.close();
    }
  }, 120_000);
});

describe('ask', () => {
  it('hands off when the customer asks for a person, and checks number_id', async () => {
    expect(await ask(owner, 'mau ngobrol sama admin aja')).toMatchObject({
      answer: null,
      handoff: true,
    });
    const foreign = await call(owner, 'POST', '/api/knowledge/ask', {
      question: 'halo',
      number_id: '0b6f5c1e-2f7a-4d8e-9a41-3c1f0e7d9b20',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
