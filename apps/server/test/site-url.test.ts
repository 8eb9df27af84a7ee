import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebOnlyServer } from './web-only-server.ts';

/** A build made for one address, served by a server running at another. */
const BUILT_WITH = 'http://localhost:3000';
const RUNNING_AT = 'https://balasin.example';

const writeBuild = async (dir: string) => {
  const page = (path: string) =>
    `<!doctype html><html lang="id"><head><title>Page</title><link rel="canonical" href="${BUILT_WITH}${path}"><meta property="og:url" content="${BUILT_WITH}${path}"></head><body><div id="root"></div></body></html>`;
  await writeFile(join(dir, 'index.html'), page('/'));
  await writeFile(join(dir, 'spa.html'), page(''));
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset><url><loc>${BUILT_WITH}/</loc></url></urlset>\n`;
  await writeFile(join(dir, 'sitemap.xml'), sitemap);
  await writeFile(join(dir, 'sitemap.xml.br'), brotliCompressSync(sitemap));
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${BUILT_WITH}/sitemap.xml\n`;
  await writeFile(join(dir, 'robots.txt'), robots);
  await writeFile(join(dir, 'robots.txt.br'), brotliCompressSync(robots));
  await writeFile(join(dir, 'site-url.txt'), `${BUILT_WITH}\n`);
};

describe('a build served at another address', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startWebOnlyServer>>;
  let app: typeof server.app;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'balasin-site-url-'));
    await writeBuild(dir);
    server = await startWebOnlyServer({ webDistDir: dir, appUrl: RUNNING_AT });
    app = server.app;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = async (url: string, encoding: 'br' | 'identity') => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode, url).toBe(200);
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString()
        : response.body;
    return { body, type: String(response.headers['content-type']) };
  };

  it.each(['br', 'identity'] as const)(
    'gives pages, the sitemap and robots.txt its own address (%s)',
    async (encoding) => {
      const home = await get('/', encoding);
      expect(home.body).toContain(`<link rel="canonical" href="${RUNNING_AT}/">`);
      expect(home.body).toContain(`content="${RUNNING_AT}/"`);
      const sitemap = await get('/sitemap.xml', encoding);
      expect(sitemap.type).toMatch(/^application\/xml/);
      expect(sitemap.body).toContain(`<loc>${RUNNING_AT}/</loc>`);
      const robots = await get('/robots.txt', encoding);
      expect(robots.type).toMatch(/^text\/plain/);
      expect(robots.body).toContain(`Sitemap: ${RUNNING_AT}/sitemap.xml`);
      for (const { body } of [home, sitemap, robots]) expect(body).not.toContain(BUILT_WITH);
    },
  );
});
