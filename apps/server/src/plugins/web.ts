import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@balasin/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-body.ts';

const isApiPath = (url: string) => url.startsWith('/api') || url.startsWith('/trpc');

/**
 * Serves the built web app. A path with a prerendered page gets that page; any other page path
 * gets the app shell, whose router renders it (including its own not-found page).
 */
export const registerWeb = async (app: FastifyInstance, distDir: string | undefined) => {
  const hasWeb = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasWeb) {
    // Files are looked up per request, so a rebuild during `npm run dev` is served at once.
    await app.register(fastifyStatic, { root: distDir, redirect: false });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname) || !['GET', 'HEAD'].includes(request.method) || !hasWeb) {
      return reply.code(404).send(errorBody(404, messages.notFound));
    }
    const prerendered = join(pathname.replace(/\/+$/, ''), 'index.html');
    const page =
      !pathname.includes('..') && existsSync(join(distDir, prerendered))
        ? prerendered
        : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
};
