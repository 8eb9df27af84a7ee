import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { messages } from '@balasin/shared';
import { formatLongDateId } from '@balasin/shared/format';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';

/**
 * The API's own paths, in any letter case: a client that writes `/API/...` meets a JSON 404 in
 * the API's shape, not the site's HTML page (routes themselves stay case-sensitive).
 */
const isApiPath = (pathname: string) => /^\/(?:api|trpc)(?:\/|$)/i.test(pathname);

/**
 * The marketing site's shell: the prerendering step keeps the untouched one as spa.html; a plain
 * `vite build` has only index.html.
 */
const SITE_SHELL_FILES = ['spa.html', 'index.html'];
/** The app's shell (sign-in, registration, dashboard, admin): its bundle holds every route. */
const APP_SHELL_FILE = 'app.html';

/** Written by the prerendering step: the APP_URL the pages were built with. */
const BUILD_SITE_URL_FILE = 'site-url.txt';
/** Built files that hold absolute addresses, answered with the running server's address. */
const SITE_FILES = { '/sitemap.xml': 'application/xml', '/robots.txt': 'text/plain' } as const;

const buildSiteUrl = (distDir: string) => {
  try {
    return readFileSync(join(distDir, BUILD_SITE_URL_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The build writes absolute addresses (canonical links, share tags, the sitemap) with the APP_URL
 * it was made with; a server running with another serves its own. Replaced as text: the build's
 * address is an origin, and pages hold it only in those addresses.
 */
export const withSiteUrl = (text: string, builtWith: string | undefined, runningAt: string) =>
  builtWith && builtWith !== runningAt ? text.replaceAll(builtWith, runningAt) : text;

/**
 * The app's route paths as the build lists them (app-routes.json: '/dashboard/numbers/$id'), as
 * one test per path; `$name` stands for one segment. Without the list (a plain `vite build`),
 * every path is taken for a page.
 */
const loadRouteMatcher = (distDir: string) => {
  const file = join(distDir, 'app-routes.json');
  if (!existsSync(file)) return () => true;
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(
    (path) =>
      new RegExp(
        `^${path
          .split('/')
          .map((segment) =>
            segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')}/?$`,
      ),
  );
  return (pathname: string) => patterns.some((pattern) => pattern.test(pathname));
};

const jakartaIsoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' });

const TODAY_ELEMENT = /<time dateTime="[^"]*" data-today="">[^<]*<\/time>/gi;

/**
 * The terms page shows today's date (spec section 2). Its prerendered HTML holds the build day, so
 * the element marked data-today is rewritten to the day it is served, in Jakarta time.
 */
export const withTodaysDate = (html: string, now = new Date()) =>
  html.replace(
    TODAY_ELEMENT,
    `<time dateTime="${jakartaIsoDate.format(now)}" data-today="">${formatLongDateId(now)}</time>`,
  );

type Encoding = 'br' | 'gzip' | 'identity';

const pickEncoding = (request: FastifyRequest): Encoding => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
};

/** A prerendered page, compressed once per file version and day, as the browser accepts it. */
const pageCache = new Map<string, Buffer>();

const encode = (html: string, encoding: Encoding) => {
  if (encoding === 'br') {
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  }
  return encoding === 'gzip' ? gzipSync(html) : Buffer.from(html);
};

const sendPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  status: number,
  rewrite: (text: string) => string,
  type = 'text/html; charset=utf-8',
) => {
  const encoding = pickEncoding(request);
  const { mtimeMs } = await stat(file);
  const key = `${file}|${mtimeMs}|${jakartaIsoDate.format(new Date())}|${encoding}`;
  let body = pageCache.get(key);
  if (!body) {
    body = encode(rewrite(await readFile(file, 'utf8')), encoding);
    // Old versions (a rebuild, yesterday) are dropped wholesale: the set of pages is small.
    if (pageCache.size > 200) pageCache.clear();
    pageCache.set(key, body);
  }
  reply
    .code(status)
    .header('content-type', type)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
};

/**
 * Serves the built web app. A path with a prerendered page gets that page (with today's date where
 * it shows one); another of the app's pages gets the app shell, whose router renders it. A path no
 * page claims answers 404 with the prerendered not-found page (404.html), and an unknown article
 * 404 with the shell that shows 'Artikel tidak ditemukan', so crawlers drop both. Text files go
 * out pre-compressed (.br/.gz from the build).
 */
export const registerWeb = async (
  app: FastifyInstance,
  distDir: string | undefined,
  appUrl: string,
) => {
  const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  const builtWith = hasWeb ? buildSiteUrl(distDir) : undefined;
  const runningAt = appUrl.replace(/\/+$/, '');
  const pageText = (html: string) => withSiteUrl(withTodaysDate(html), builtWith, runningAt);
  if (hasWeb) {
    for (const [path, type] of Object.entries(SITE_FILES)) {
      const file = join(distDir, path);
      if (!existsSync(file)) continue;
      app.get(path, (request, reply) =>
        sendPage(
          request,
          reply,
          file,
          200,
          (text) => withSiteUrl(text, builtWith, runningAt),
          `${type}; charset=utf-8`,
        ),
      );
    }
    // Files are looked up per request, so a rebuild during `npm run dev` is served at once.
    await app.register(fastifyStatic, {
      root: distDir,
      redirect: false,
      index: false,
      // A folder ("/", "/blog/") is a page, answered below with its prerendered HTML.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      preCompressed: true,
    });
  }

  const isAppPath = hasWeb ? loadRouteMatcher(distDir) : () => false;

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || !['GET', 'HEAD'].includes(request.method) || !hasWeb) {
      return reply.code(404).send(errorBody(404, messages.notFound));
    }
    const page = join(distDir, pathname.replace(/\/+$/, ''), 'index.html');
    if (!pathname.includes('..') && existsSync(page)) {
      return sendPage(request, reply, page, 200, pageText);
    }
    const notFoundPage = join(distDir, '404.html');
    if (!isAppPath(pathname) && existsSync(notFoundPage)) {
      return sendPage(request, reply, notFoundPage, 404, pageText);
    }
    // An article that does not exist: the site's shell, whose router says so, with status 404.
    const article = /^\/blog\/[^/]+\/?$/.test(pathname);
    const siteShell = SITE_SHELL_FILES.find((name) => existsSync(join(distDir, name))) ?? '';
    const shell =
      article || !existsSync(join(distDir, APP_SHELL_FILE)) ? siteShell : APP_SHELL_FILE;
    const unknownArticle = article && shell === 'spa.html';
    return sendPage(request, reply, join(distDir, shell), unknownArticle ? 404 : 200, pageText);
  };

  app.setNotFoundHandler(servePage);
};
