import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { messages } from '@balasin/shared';
import { formatLongDateId } from '@balasin/shared/format';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body.ts';

const isApiPath = (url: string) => url.startsWith('/api') || url.startsWith('/trpc');

/** The prerendering step keeps the untouched app shell here; a plain `vite build` has only index.html. */
const SHELL_FILES = ['spa.html', 'index.html'];

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
) => {
  const encoding = pickEncoding(request);
  const { mtimeMs } = await stat(file);
  const key = `${file}|${mtimeMs}|${jakartaIsoDate.format(new Date())}|${encoding}`;
  let body = pageCache.get(key);
  if (!body) {
    body = encode(withTodaysDate(await readFile(file, 'utf8')), encoding);
    // Old versions (a rebuild, yesterday) are dropped wholesale: the set of pages is small.
    if (pageCache.size > 200) pageCache.clear();
    pageCache.set(key, body);
  }
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
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
export const registerWeb = async (app: FastifyInstance, distDir: string | undefined) => {
  const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
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
    if (!pathname.includes('..') && existsSync(page)) return sendPage(request, reply, page, 200);
    const notFoundPage = join(distDir, '404.html');
    if (!isAppPath(pathname) && existsSync(notFoundPage)) {
      return sendPage(request, reply, notFoundPage, 404);
    }
    const shell = join(distDir, SHELL_FILES.find((name) => existsSync(join(distDir, name))) ?? '');
    const unknownArticle = shell.endsWith('spa.html') && /^\/blog\/[^/]+\/?$/.test(pathname);
    return sendPage(request, reply, shell, unknownArticle ? 404 : 200);
  };

  app.setNotFoundHandler(servePage);
};
