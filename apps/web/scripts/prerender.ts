/**
 * Prerenders the public pages after `vite build`, so a crawler that runs no JavaScript sees each
 * page's head tags and whole content, and the browser hydrates over it.
 *
 *   tsx scripts/prerender.ts [--outDir dist]      (the same folder `vite build` wrote)
 *
 * 1. Builds src/entry-prerender.tsx with Vite in SSR mode (same config, so same routes and APP_URL).
 * 2. Renders every public path with a memory history and writes <outDir>/<path>/index.html from the
 *    built index.html, with the page's head tags, its route chunks' CSS and modulepreloads, and
 *    <html lang>. The untouched site shell is kept as spa.html (it renders an unknown article);
 *    app.html, whose bundle has every route, stays the app pages' shell. The not-found page goes
 *    to 404.html, and the app's route paths to app-routes.json, so the server can answer an
 *    unknown path with 404 and that page.
 * 3. Writes sitemap.xml and robots.txt (absolute URLs from APP_URL), and site-url.txt naming that
 *    APP_URL so a server running at another address can serve its own; then .br/.gz copies of
 *    the text files for the server to send pre-compressed.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
/** What src/entry-prerender.tsx exports (typed here: this script's tsconfig has no JSX). */
type RenderedPage = { body: string; headHtml: string; lang: string; routeIds: string[] };
type EntryModule = {
  PUBLIC_PAGE_PATHS: string[];
  articleDates: { path: string; isoDate: string }[];
  renderPage: (path: string) => Promise<RenderedPage>;
  appRoutePaths: () => string[];
  NOT_FOUND_SAMPLE_PATH: string;
};

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = resolve(webRoot, values.outDir ?? 'dist');
const siteUrl = (process.env.APP_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** The file a route's split chunk came from: '/_site/blog/$slug' -> src/routes/_site/blog/$slug.tsx. */
const routeSource = (routeId: string) =>
  `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}.tsx`;

/** The JS and CSS files the matched routes load, so the page can ask for them up front. */
const routeAssets = (manifest: Manifest, routeIds: string[]) => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key.endsWith('.html') || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const routeId of routeIds) {
    const prefix = `${routeSource(routeId)}?tsr-split=`;
    for (const key of Object.keys(manifest)) if (key.startsWith(prefix)) visit(key);
  }
  return { scripts: [...scripts], styles: [...styles] };
};

const pageHtml = (
  template: string,
  page: RenderedPage,
  assets: { scripts: string[]; styles: string[] },
) => {
  // The entry's own chunks are already linked by Vite in the template.
  const isNew = (file: string) => !template.includes(`/${file}"`);
  const links = [
    ...assets.styles
      .filter(isNew)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts
      .filter(isNew)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const replaced = template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>/, () => page.headHtml)
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  if (!replaced.includes(page.body)) throw new Error('index.html has no empty <div id="root">');
  return replaced;
};

const sitemapXml = (paths: string[], dates: Map<string, string>) => {
  const urls = paths.map((path) => {
    const lastmod = dates.get(path);
    return `  <url><loc>${siteUrl}${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
};

const robotsTxt = () =>
  `User-agent: *\nDisallow: /dashboard\nDisallow: /admin\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);

/** .br and .gz beside each text file, which @fastify/static sends to browsers that accept them. */
const precompress = async (dir: string): Promise<number> => {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) count += await precompress(path);
    else if (COMPRESSIBLE.has(extname(entry.name)) && (await stat(path)).size > 512) {
      const content = await readFile(path);
      await writeFile(
        `${path}.br`,
        // Quality 10: within 2% of 11 at a quarter of the time.
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
      );
      await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
      count += 1;
    }
  }
  return count;
};

const main = async () => {
  const templatePath = join(outDir, 'index.html');
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(templatePath) || !existsSync(manifestPath)) {
    throw new Error(
      `Run vite build first: ${relative(webRoot, outDir)} has no index.html/manifest`,
    );
  }
  const template = await readFile(templatePath, 'utf8');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;

  // The SSR bundle lives beside node_modules so its externals (react, the router) resolve.
  const ssrDir = join(
    webRoot,
    'node_modules',
    '.cache',
    `prerender-${values.outDir?.replace(/\W+/g, '_')}`,
  );
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const entry = (await import(
    pathToFileURL(join(ssrDir, 'entry-prerender.js')).href
  )) as EntryModule;

  await rename(templatePath, join(outDir, 'spa.html'));
  for (const path of entry.PUBLIC_PAGE_PATHS) {
    const page = await entry.renderPage(path);
    const file = join(outDir, path, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, page, routeAssets(manifest, page.routeIds)));
  }

  const notFound = await entry.renderPage(entry.NOT_FOUND_SAMPLE_PATH);
  await writeFile(
    join(outDir, '404.html'),
    pageHtml(template, notFound, routeAssets(manifest, notFound.routeIds)),
  );
  await writeFile(
    join(outDir, 'app-routes.json'),
    `${JSON.stringify(entry.appRoutePaths(), null, 2)}\n`,
  );

  const dates = new Map(entry.articleDates.map(({ path, isoDate }) => [path, isoDate]));
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(entry.PUBLIC_PAGE_PATHS, dates));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt());
  // The server swaps this address for the one it runs with (apps/server/src/plugins/web.ts).
  await writeFile(join(outDir, 'site-url.txt'), `${siteUrl}\n`);
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  await rm(ssrDir, { recursive: true, force: true });
  const compressed = await precompress(outDir);
  console.log(
    `prerendered ${entry.PUBLIC_PAGE_PATHS.length} pages into ${relative(webRoot, outDir)}, ` +
      `sitemap for ${siteUrl}, ${compressed} files pre-compressed`,
  );
};

await main();
