/**
 * The marketing site's budgets (issue 4), measured rather than promised:
 *
 *   npm run lighthouse [-- --dist dist --runs 3]
 *
 * Starts the production server (built JavaScript; `npm run lighthouse` builds it) over the built,
 * prerendered app (an in-memory database, a spare port), runs Lighthouse 13 in Debian's chromium
 * with its default mobile settings (simulated slow 4G, 4x CPU), three times per page, and prints
 * the median scores. Then sums the JavaScript that `/` loads: as transferred (the server sends
 * Brotli) and gzipped (the budget's unit).
 * Not a CI gate: the figures go in the change's notes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { articles } from '../src/content/blog/articles.ts';
import { HOME_JS_BUDGET_BYTES, LIGHTHOUSE_BUDGET } from './budgets.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, runs: { type: 'string', default: '3' } },
});
const distDir = resolve(webRoot, values.dist ?? 'dist');
const runs = Number(values.runs);

const PAGES = ['/', '/lite', '/pro', '/blog', `/blog/${articles[0]?.slug}`];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Shown beside the scores, so a low one can be read without opening a report. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

const sparePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

const startServer = async (port: number): Promise<ChildProcess> => {
  const server = spawn(process.execPath, [join(webRoot, '../server/dist/main.js')], {
    cwd: join(webRoot, '../server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: 'memory://',
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
    },
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  server.kill();
  throw new Error('the server did not start within 60 s');
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

const main = async () => {
  const port = await sparePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const rows: Record<string, string | number>[] = [];
  let homeScripts: NetworkItem[] = [];
  try {
    // One discarded run: the first page Chrome and the server see is slower than any later one.
    await lighthouse(`${origin}/`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    for (const path of PAGES) {
      const scores: Record<string, number[]> = {};
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`no Lighthouse result for ${path}`);
        if (result.lhr.runtimeError) {
          console.error(
            `${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
          );
        }
        for (const [label, audit] of Object.entries(METRICS)) {
          const value = result.lhr.audits[audit]?.numericValue ?? Number.NaN;
          scores[label] = [...(scores[label] ?? []), value];
        }
        for (const category of CATEGORIES) {
          const score = result.lhr.categories[category]?.score ?? 0;
          scores[category] = [...(scores[category] ?? []), Math.round(score * 100)];
        }
        if (path === '/' && run === 0) {
          const details = result.lhr.audits['network-requests']?.details as
            | { items?: NetworkItem[] }
            | undefined;
          homeScripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
        }
      }
      const row: Record<string, string | number> = { page: path };
      for (const category of CATEGORIES) {
        const value = median(scores[category] ?? []);
        row[category] = `${value}${value >= LIGHTHOUSE_BUDGET[category] ? '' : ' ✗'}`;
      }
      for (const label of Object.keys(METRICS)) {
        const value = median(scores[label] ?? []);
        row[label] = label === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
      }
      rows.push(row);
    }
  } finally {
    await chrome.kill();
    server.kill();
  }

  console.log(`\nLighthouse 13, mobile, median of ${runs} (budget: 95 / 100 / 95 / 100)`);
  console.table(rows);

  let gzipped = 0;
  let transferred = 0;
  for (const script of homeScripts) {
    const file = join(distDir, new URL(script.url).pathname);
    gzipped += gzipSync(await readFile(file), { level: 9 }).length;
    transferred += script.transferSize ?? 0;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `JavaScript for /: ${homeScripts.length} files, ${kb(gzipped)} gzip (budget ${kb(HOME_JS_BUDGET_BYTES)}), ` +
      `${kb(transferred)} transferred (Brotli, with headers)`,
  );
};

await main();
