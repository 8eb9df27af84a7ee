import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTodaysDate } from '../src/plugins/web.ts';
import { APP_URL } from './helpers.ts';
import { startWebOnlyServer } from './web-only-server.ts';

const BUILD_DAY = '<time dateTime="2020-01-02" data-today="">2 Januari 2020</time>';

/**
 * A prerendered build in miniature: pages, the site's shell kept as spa.html, the app's shell
 * (app.html), a pre-compressed asset.
 */
const writeFixture = async (dir: string) => {
  const page = (name: string, body = '') =>
    `<!doctype html><html lang="id"><head><title>${name}</title></head><body><div id="root">${body}</div></body></html>`;
  await mkdir(join(dir, 'terms'), { recursive: true });
  await mkdir(join(dir, 'blog', 'an-article'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), page('Home'));
  await writeFile(join(dir, 'spa.html'), page('Shell'));
  await writeFile(join(dir, 'app.html'), page('App'));
  await writeFile(join(dir, '404.html'), page('Halaman tidak ditemukan | Balasin'));
  await writeFile(
    join(dir, 'app-routes.json'),
    JSON.stringify(['/', '/blog/$slug', '/dashboard/settings', '/dashboard/numbers/$id']),
  );
  await writeFile(
    join(dir, 'terms', 'index.html'),
    page('Terms', `<p>Terakhir diperbarui: ${BUILD_DAY}</p>`),
  );
  await writeFile(join(dir, 'blog', 'index.html'), page('Blog'));
  await writeFile(join(dir, 'blog', 'an-article', 'index.html'), page('Article'));
  const script = 'console.log("hello");'.repeat(100);
  await writeFile(join(dir, 'assets', 'app.js'), script);
  await writeFile(join(dir, 'assets', 'app.js.br'), brotliCompressSync(script));
};

const jakartaToday = () => {
  const now = new Date();
  return {
    iso: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now),
    long: new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    }).format(now),
  };
};

describe('web pages', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startWebOnlyServer>>;
  let app: typeof server.app;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'balasin-web-'));
    await writeFixture(dir);
    server = await startWebOnlyServer({ webDistDir: dir, appUrl: APP_URL });
    app = server.app;
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('serves each prerendered page at its path, with or without a trailing slash', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/terms', 'Terms'],
      ['/blog/', 'Blog'],
      ['/blog/an-article', 'Article'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${title}</title>`);
    }
  });

  it("rewrites the terms' last-updated date to today in Jakarta", async () => {
    const today = jakartaToday();
    const response = await get('/terms');
    expect(response.body).toContain(
      `<time dateTime="${today.iso}" data-today="">${today.long}</time>`,
    );
    expect(response.body).not.toContain('2 Januari 2020');
  });

  it('turns a UTC evening into the next Jakarta day', () => {
    expect(withTodaysDate(BUILD_DAY, new Date('2026-11-21T18:30:00Z'))).toBe(
      '<time dateTime="2026-11-22" data-today="">22 November 2026</time>',
    );
  });

  it("answers the app's pages with its shell, unknown articles with the site's, unknown paths with 404", async () => {
    const dashboard = await get('/dashboard/settings');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<title>App</title>');

    const unknown = await get('/blog/no-such-article');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Shell</title>');

    const number = await get('/dashboard/numbers/0b7a55/');
    expect(number.statusCode).toBe(200);
    expect(number.body).toContain('<title>App</title>');

    for (const url of ['/nope', '/dashboard/nope', '/dashboard/numbers', '/blog/a/b']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).toContain('<title>Halaman tidak ditemukan | Balasin</title>');
    }

    for (const url of ['/api/no-such-thing', '/API/v1/whatsapp-numbers', '/Trpc/x', '/api']) {
      const api = await get(url);
      expect(api.statusCode, url).toBe(404);
      expect(api.headers['content-type'], url).toContain('application/json');
      expect(JSON.parse(api.body), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    // A page whose name only begins like the API's is a page.
    expect((await get('/apiary')).body).toContain(
      '<title>Halaman tidak ditemukan | Balasin</title>',
    );
  });

  it('compresses pages and sends pre-compressed assets to browsers that accept them', async () => {
    const page = await get('/terms', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Terms</title>');

    const asset = await get('/assets/app.js', { 'accept-encoding': 'br' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toContain('console.log');
  });
});
