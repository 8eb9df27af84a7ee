/**
 * Writes a PNG beside every SVG illustration used as a share image: Facebook, X and WhatsApp do not
 * preview SVG. Run after changing an illustration (needs Debian's chromium):
 *   npm run share-images -w @balasin/web
 * The PNGs are committed, so building and serving the site never needs a browser.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { shareImagePath } from '../src/lib/share-image.ts';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const sources = [
  join(publicDir, 'images/og-default.svg'),
  ...readdirSync(join(publicDir, 'images/blog'))
    .filter((name) => name.endsWith('.svg'))
    .map((name) => join(publicDir, 'images/blog', name)),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const source of sources) {
  const target = join(publicDir, shareImagePath(`/${relative(publicDir, source)}`));
  mkdirSync(dirname(target), { recursive: true });
  await page.goto(pathToFileURL(source).href);
  await page.screenshot({ path: target, type: 'png' });
  console.log(relative(publicDir, target));
}
await browser.close();
