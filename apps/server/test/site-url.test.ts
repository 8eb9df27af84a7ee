import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { DbHandle } from '@balasin/db';
import { createTestDb } from '@balasin/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createApiDeps } from '../src/deps.ts';
import { createEngineRuntime, type EngineRuntime } from '../src/engine/runtime.ts';
import { type Jobs, startJobs } from '../src/jobs/boss.ts';

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
  let db: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let engine: EngineRuntime;
  let jobs: Jobs;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'balasin-site-url-'));
    await writeBuild(dir);
    db = await createTestDb();
    jobs = await startJobs({ handle: db, log: pino({ level: 'silent' }), runWorkers: false });
    engine = await createEngineRuntime({
      handle: db,
      log: pino({ level: 'silent' }),
      now: () => new Date(),
      runSessions: false,
    });
    app = await buildApp({
      deps: createApiDeps({
        db,
        appUrl: RUNNING_AT,
        onEmailQueued: () => {},
        engine: engine.port,
        jobs: jobs.port,
      }),
      webDistDir: dir,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await engine.stop();
    await jobs.stop();
    await db.close();
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
