import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApiDeps, AppRouter } from '@balasin/api';
import { appRouter, buildOpenApiDocument } from '@balasin/api';
import { messages } from '@balasin/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
// Not the package's index: that one loads the whole 1.5 MB browser bundle into the server's heap.
import swaggerUiPath from 'swagger-ui-dist/absolute-path.js';
import { type CreateOpenApiFastifyPluginOptions, fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { createRequestContext } from '../context.ts';
import { errorBody } from './error-body.ts';

const docsPage = readFileSync(fileURLToPath(new URL('./docs-page.html', import.meta.url)), 'utf8');
const docsInit = readFileSync(fileURLToPath(new URL('./docs-init.js', import.meta.url)), 'utf8');

/** The methods whose body the adapter reads as the input. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const DOCS_ASSETS = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js']);

type AdapterErrorBody = { message?: string; error?: string; issues?: { message?: string }[] };

/** The adapter's error body, reshaped to the contract's `{error, message, code, issues?}`. */
const reshapeError = (status: number, payload: string) => {
  let parsed: AdapterErrorBody;
  try {
    parsed = JSON.parse(payload) as AdapterErrorBody;
  } catch {
    return payload;
  }
  const issues =
    Array.isArray(parsed.issues) && parsed.issues.length > 0 ? parsed.issues : undefined;
  const message = issues?.[0]?.message ?? parsed.error ?? parsed.message ?? 'Error';
  return JSON.stringify(errorBody(status, message, issues));
};

/** The spec's REST paths under /api, their OpenAPI document and a docs page. */
export const registerOpenApi = async (app: FastifyInstance, deps: ApiDeps) => {
  const document = buildOpenApiDocument(new URL('/api', deps.appUrl).toString());

  await app.register(async (scope) => {
    scope.get('/api/openapi.json', async () => document);
    scope.get('/api/docs', async (_request, reply) => reply.type('text/html').send(docsPage));
    scope.get('/api/docs/init.js', async (_request, reply) =>
      reply.type('application/javascript').send(docsInit),
    );
    await scope.register(fastifyStatic, {
      root: swaggerUiPath(),
      prefix: '/api/docs/assets/',
      decorateReply: false,
      // Only what docs-page.html loads: the package also ships a stock page aimed at the petstore.
      allowedPath: (pathname) => DOCS_ASSETS.has(pathname),
    });

    // HEAD asks what GET would answer; the adapter knows only GET, so it is answered as one.
    scope.addHook('onRequest', async (request) => {
      if (request.method === 'HEAD') request.raw.method = 'GET';
    });

    // A bodyless POST (refresh, logout) carries no media type; the adapter insists on one.
    scope.addHook('preHandler', async (request) => {
      if (request.body === undefined && !request.headers['content-type']) {
        request.headers['content-type'] = 'application/json';
      }
    });

    // Every REST input is an object, and the adapter spreads the body into it: `[]` or `null`
    // became `{}` and `"ab"` became `{0: 'a', 1: 'b'}`, which passed as a change of nothing.
    scope.addHook('preHandler', async (request, reply) => {
      if (!BODY_METHODS.has(request.method) || request.body === undefined) return;
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return reply.code(400).send(errorBody(400, messages.bodyNotObject));
      }
    });

    scope.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      return reshapeError(reply.statusCode, payload);
    });

    const adapterOptions: CreateOpenApiFastifyPluginOptions<AppRouter> = {
      basePath: '/api',
      router: appRouter,
      createContext: ({ req, res }) => createRequestContext(deps, req as never, res as never),
      responseMeta: ({ ctx, errors }) => {
        const status = ctx?.response.status;
        return errors.length === 0 && status ? { status } : {};
      },
      onError: ({ error, path, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          (req as unknown as { log: FastifyInstance['log'] }).log.error(
            { err: error.cause ?? error, path },
            'procedure failed',
          );
        }
      },
    };
    await scope.register(fastifyTRPCOpenApiPlugin, adapterOptions);
  });
};
