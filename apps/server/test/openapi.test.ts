import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { appRouter, ensureAdmin } from '@balasin/api';
import { HANDOFF_REASONS, messages, SESSION } from '@balasin/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, CookieJar, createTestServer, type TestServer } from './helpers.ts';

type Response = {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
};
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, Response>;
};
type Document = {
  openapi: string;
  servers?: { url: string }[];
  security?: unknown;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};
type ProcedureMeta = {
  openapi?: { method: string; path: string; protect?: boolean; enabled?: boolean };
  successStatus?: number;
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
/** The methods the trpc-to-openapi adapter's catch-all route answers. */
const ADAPTER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The operations the contract makes public; the procedures' meta must agree (a subset). */
const CONTRACT_PUBLIC_OPERATIONS = [
  'POST /auth/login',
  'POST /auth/register',
  'POST /auth/refresh',
  'POST /auth/logout',
  'GET /auth/verify-email',
  'GET /health',
];

/**
 * Procedures deliberately served on /trpc only (no REST path), each with the reason.
 * Every procedure without `meta.openapi` (or with `openapi.enabled: false`) must be listed here.
 */
const TRPC_ONLY_PROCEDURES: Record<string, string> = {
  'whatsappNumbers.events': 'live changes for the dashboard, a server-sent event stream',
  'conversations.events': "the inbox's live changes, a server-sent event stream",
  'team.me': "the dashboard's own question of which controls to show; REST callers get 403s",
};

/** Documented operations served by plain routes, not procedures, each with the reason. */
const NON_PROCEDURE_OPERATIONS: Record<string, string> = {
  'GET /v1/messages/{id}/media': 'a received file: bytes, not JSON',
  'GET /messages/{id}/media': 'a received file for the dashboard: bytes, not JSON',
  'POST /payments/{id}/submission': 'a proof of transfer: multipart, not JSON',
  'GET /payments/{id}/proof': 'a proof of transfer: bytes, not JSON',
  'GET /payments/{id}/invoice': 'an invoice: a PDF, not JSON',
  'POST /knowledge/uploads/{name}': 'a document to learn from: its bytes are the body, not JSON',
  'GET /contacts/export': 'the contact book: CSV, not JSON',
  'POST /contacts/import': 'contacts to import: the CSV file is the body, not JSON',
  'POST /conversations/{id}/attachments': "an agent's attachment: multipart, not JSON",
};

/** Every /api route that is not a procedure, and the adapter's catch-all that serves them. */
const NON_PROCEDURE_API_ROUTES = [
  '/api/openapi.json',
  '/api/docs',
  '/api/docs/init.js',
  '/api/docs/assets/*',
  '/api/v1/messages/:id/media',
  '/api/messages/:id/media',
  '/api/payments/:id/submission',
  '/api/payments/:id/proof',
  '/api/payments/:id/invoice',
  '/api/knowledge/uploads/:name',
  '/api/contacts/export',
  '/api/contacts/import',
  '/api/conversations/:id/attachments',
  // The link WhatsApp fetches an agent's attachment by: nobody's API, so not documented.
  '/api/shared-media/:id/:secret',
];
/** trpc-to-openapi registers one wildcard and dispatches to procedures by method and path. */
const ADAPTER_ROUTE = '/api/*';

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

const normalizePath = (path: string) => `/${path.replace(/^\/|\/$/g, '')}`;

const procedures = Object.entries(
  // At run time a flat map of dotted procedure paths (its static type is the nested record).
  appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>,
).map(([name, procedure]) => ({ name, meta: procedure._def.meta }));

const restProcedures = procedures.flatMap(({ name, meta }) =>
  meta?.openapi && meta.openapi.enabled !== false
    ? [
        {
          name,
          key: `${meta.openapi.method.toUpperCase()} ${normalizePath(meta.openapi.path)}`,
          isPublic: meta.openapi.protect === false,
          successStatus: meta.successStatus ?? 200,
        },
      ]
    : [],
);

let server: TestServer;
let document: Document;

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        path,
        method: method.toUpperCase(),
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
  );

/** `/api` + the documented path, every `{param}` a fresh UUID. */
const concreteUrl = (path: string) => `/api${path.replace(/\{[^}]+\}/g, () => randomUUID())}`;

const bodyOf = (response: LightMyRequestResponse) => {
  try {
    return JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

/** The answer of an unknown route (the adapter's or the app's not-found handler). */
/** A documented path template as a pattern for concrete paths ({id} is any one segment). */
const templateOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);

const isRouteMissing = (response: LightMyRequestResponse) =>
  response.statusCode === 404 && bodyOf(response)?.error === messages.notFound;

const describeAnswer = (label: string, response: LightMyRequestResponse) =>
  `${label} answered ${response.statusCode} ${response.body.slice(0, 300)}`;

const callOperation = (method: string, path: string, jar?: CookieJar) =>
  server.app.inject({
    method: method as (typeof ADAPTER_METHODS)[number],
    url: concreteUrl(path),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    headers: jar ? { cookie: jar.header() } : {},
  });

/** Fastify's route tree (`printRoutes()`, common prefixes) flattened to full paths. */
const registeredRoutes = (tree: string) => {
  const routes = new Map<string, string[]>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    if (match[3]) routes.set(path, [...(routes.get(path) ?? []), ...match[3].split(', ')]);
  }
  return routes;
};

const ADMIN = { email: 'openapi-admin@balasin.id', password: 'openapi-admin-password' };

const signInAdmin = async () => {
  const jar = new CookieJar();
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: ADMIN,
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  jar.store(response);
  return jar;
};

beforeAll(async () => {
  server = await createTestServer();
  await ensureAdmin(server.db.db, ADMIN.email, ADMIN.password);
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json() as Document;
});
afterAll(() => server.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document whose server is the app under /api', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.servers).toEqual([{ url: `${APP_URL}/api` }]);
    expect(operations().length).toBeGreaterThan(0);
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('passes Redocly lint without errors', () => {
    const config = {
      extends: ['recommended-strict'],
      rules: {
        // The product is proprietary: there is no licence to name.
        'info-license': 'off',
        // The server URL comes from APP_URL, which is http://localhost:3000 in tests.
        'no-server-example.com': 'off',
        // GET /auth/verify-email is an e-mail link that answers 302 by contract: no 2XX exists.
        'operation-2xx-response': 'warn',
        // GET /health takes no input and no session: it has no 4XX to document.
        'operation-4xx-response': 'warn',
      },
    };
    const lint = (doc: unknown) => {
      const dir = mkdtempSync(join(tmpdir(), 'balasin-openapi-'));
      try {
        writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
        // JSON is YAML: Redocly reads this as its config file.
        writeFileSync(join(dir, 'redocly.yaml'), JSON.stringify(config));
        const cliPackage = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
        // The CLI is one bundle with no Node API (no @redocly/openapi-core to import): spawn it.
        const run = spawnSync(
          process.execPath,
          [
            join(dirname(cliPackage), 'bin', 'cli.js'),
            'lint',
            join(dir, 'openapi.json'),
            '--format=json',
            `--config=${join(dir, 'redocly.yaml')}`,
          ],
          {
            encoding: 'utf8',
            env: {
              ...process.env,
              REDOCLY_TELEMETRY: 'off',
              REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
            },
          },
        );
        let report: {
          totals: { errors: number; warnings: number };
          problems: {
            ruleId: string;
            severity: string;
            message: string;
            location: { pointer: string }[];
          }[];
        };
        try {
          report = JSON.parse(run.stdout);
        } catch {
          throw new Error(`redocly lint printed no JSON (exit ${run.status}): ${run.stderr}`);
        }
        return { status: run.status, report };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };

    const { status, report } = lint(document);
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors, `Redocly lint errors:\n${errors.join('\n')}`).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(status).toBe(0);

    // The harness reports errors when there are some: a dangling reference must fail.
    const broken = structuredClone(document);
    const [first] = operations();
    if (!first) throw new Error('no operations');
    const brokenOperation = broken.paths[first.path]?.[first.method.toLowerCase()];
    if (!brokenOperation) throw new Error('operation vanished');
    brokenOperation.responses['500'] = {
      description: 'Broken on purpose',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } },
    };
    const brokenLint = lint(broken);
    expect(brokenLint.status).not.toBe(0);
    expect(brokenLint.report.problems.map((problem) => problem.ruleId)).toContain(
      'no-unresolved-refs',
    );
  });

  it('documents exactly the procedures that have REST meta, with their method and path', () => {
    const documented = operations()
      .map(({ key }) => key)
      .sort();
    expect(documented).toEqual(
      [...restProcedures.map(({ key }) => key), ...Object.keys(NON_PROCEDURE_OPERATIONS)].sort(),
    );

    const withoutRest = procedures
      .filter(({ name }) => !restProcedures.some((rest) => rest.name === name))
      .map(({ name }) => name);
    expect(withoutRest.sort(), 'procedures without a REST path must be allow-listed').toEqual(
      Object.keys(TRPC_ONLY_PROCEDURES).sort(),
    );
  });

  it('has no /api route other than the documented procedures and the docs', async () => {
    const apiRoutes = [...registeredRoutes(server.app.printRoutes()).keys()].filter((path) =>
      path.startsWith('/api'),
    );
    expect(apiRoutes.sort()).toEqual([...NON_PROCEDURE_API_ROUTES, ADAPTER_ROUTE].sort());

    // The catch-all serves the documented operations only: anything else is a missing route.
    const unknown = await server.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(isRouteMissing(unknown), describeAnswer('GET /api/no-such-route', unknown)).toBe(true);
    const byPath = new Map<string, string[]>();
    for (const { path, method } of operations()) {
      byPath.set(path, [...(byPath.get(path) ?? []), method]);
    }
    for (const [path, methods] of byPath) {
      for (const method of ADAPTER_METHODS.filter((m) => !methods.includes(m))) {
        // PUT /contacts/export is PUT /contacts/{id} with the id "export": another operation's.
        if (operations().some((op) => op.method === method && templateOf(op.path).test(path))) {
          continue;
        }
        const response = await callOperation(method, path);
        expect(isRouteMissing(response), describeAnswer(`${method} ${path}`, response)).toBe(true);
      }
    }
  });
});

describe('every documented operation', () => {
  it('exists and answers a documented status in the error shape, signed out', async () => {
    for (const { method, path, key, operation } of operations()) {
      const response = await callOperation(method, path);
      expect(isRouteMissing(response), describeAnswer(key, response)).toBe(false);
      expect(Object.keys(operation.responses), describeAnswer(key, response)).toContain(
        String(response.statusCode),
      );
      if (response.statusCode >= 400) {
        expect(bodyOf(response), describeAnswer(key, response)).toMatchObject({
          error: expect.any(String),
          message: expect.any(String),
          code: expect.any(String),
        });
      }
    }
  });

  it('exists and answers a documented status, signed in as an admin', async () => {
    for (const { method, path, key, operation } of operations()) {
      // A fresh session each time: logout and refresh end or rotate the one they are given.
      const response = await callOperation(method, path, await signInAdmin());
      expect(isRouteMissing(response), describeAnswer(key, response)).toBe(false);
      expect(Object.keys(operation.responses), describeAnswer(key, response)).toContain(
        String(response.statusCode),
      );
    }
  });
});

describe('every operation with a JSON body', () => {
  it('answers 400 in the error shape to a body that is not a JSON object, signed in as an admin', async () => {
    const withJsonBody = operations().filter(
      ({ operation }) =>
        (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content?.[
          'application/json'
        ],
    );
    expect(withJsonBody.length).toBeGreaterThan(20);
    // One session: the body is refused before any procedure could end or rotate it.
    const jar = await signInAdmin();
    for (const { method, path, key } of withJsonBody) {
      for (const payload of ['[]', '"x"', '0', 'null']) {
        const response = await server.app.inject({
          method: method as (typeof ADAPTER_METHODS)[number],
          url: concreteUrl(path),
          payload,
          headers: { cookie: jar.header(), 'content-type': 'application/json' },
          // Its own address: the tests above spent the per-address limits (contact, auth).
          remoteAddress: '192.0.2.7',
        });
        const label = `${key} with ${payload}`;
        expect(response.statusCode, describeAnswer(label, response)).toBe(400);
        expect(bodyOf(response), describeAnswer(label, response)).toEqual({
          error: messages.bodyNotObject,
          message: messages.bodyNotObject,
          code: 'BAD_REQUEST',
        });
      }
    }
  });
});

describe('cookie and token auth', () => {
  it('declares the access cookie the server really sets, and bearer tokens', async () => {
    expect(document.components?.securitySchemes).toEqual({
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'balasin_access' },
      bearerAuth: { type: 'http', scheme: 'bearer', description: expect.any(String) },
    });
    expect(SESSION.accessCookie).toBe('balasin_access');
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: ADMIN,
    });
    expect(login.cookies.map((cookie) => cookie.name)).toContain('balasin_access');
  });

  it("marks exactly the public procedures public, bearer tokens on /v1, either on the contract's conversation paths, cookieAuth elsewhere", async () => {
    const publicKeys = restProcedures.filter((p) => p.isPublic).map((p) => p.key);
    for (const key of CONTRACT_PUBLIC_OPERATIONS) expect(publicKeys).toContain(key);

    expect(document.security).toBeUndefined();
    for (const { method, path, key, operation } of operations()) {
      if (publicKeys.includes(key)) {
        expect(operation.security, key).toEqual([]);
        continue;
      }
      expect(operation.security, key).toEqual(
        path.startsWith('/v1/')
          ? [{ bearerAuth: [] }]
          : // The contract's conversation paths; the inbox's own (thread, reply...) are the team's.
            /^\/conversations(\/\{id\}(\/bot)?)?$/.test(path)
            ? [{ cookieAuth: [] }, { bearerAuth: [] }]
            : [{ cookieAuth: [] }],
      );
      expect(operation.responses, key).toHaveProperty('401');
      const response = await callOperation(method, path);
      expect(response.statusCode, describeAnswer(`${key} signed out`, response)).toBe(401);
    }
  });
});

describe('examples for third parties', () => {
  type Schema = {
    $ref?: string;
    example?: unknown;
    examples?: unknown;
    items?: Schema;
    properties?: Record<string, Schema>;
  };
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref
      ? (document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] as Schema)
      : schema;
  /** An example of the whole, or of every field, or of a list's items. */
  const exemplified = (given: Schema | undefined): boolean => {
    const schema = resolve(given);
    if (!schema) return false;
    if (schema.example !== undefined || schema.examples !== undefined) return true;
    const fields = Object.values(schema.properties ?? {}).map(resolve);
    if (fields.length > 0 && fields.every((f) => f?.example !== undefined)) return true;
    return exemplified(schema.items) || exemplified(schema.properties?.items);
  };

  it("shows a request and an answer for every path of the token API, conversations, tokens, webhooks, bot settings and the user's language", () => {
    const missing: string[] = [];
    for (const { method, path, operation } of operations()) {
      if (!/^\/(v1|conversations|webhooks|payments|admin\/payments|operator)|\/tokens/.test(path))
        continue;
      if (!/^\/(v1|conversations|webhooks)|\/tokens|\/bot$|^\/auth\/user/.test(path)) continue;
      const success = Object.entries(operation.responses).find(([code]) => code.startsWith('2'));
      // A received file answers bytes: there is no JSON to show.
      const isFile =
        success?.[1].content?.['application/octet-stream'] !== undefined ||
        success?.[1].content?.['application/pdf'] !== undefined;
      if (!isFile && !exemplified(success?.[1].content?.['application/json']?.schema as Schema)) {
        missing.push(`${method} ${path} answer`);
      }
      const body = (operation.requestBody as { content?: Record<string, { schema?: Schema }> })
        ?.content?.['application/json'];
      if (body && !exemplified(body.schema)) missing.push(`${method} ${path} request`);
    }
    expect(missing).toEqual([]);
  });
});

describe('responses', () => {
  it('documents every error with the ErrorBody schema', () => {
    expect(document.components?.schemas?.ErrorBody).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['error', 'message', 'code']),
    });
    for (const { key, operation } of operations()) {
      const errors = Object.entries(operation.responses).filter(
        ([status]) => Number(status) >= 400,
      );
      expect(errors.length, key).toBeGreaterThan(0);
      for (const [status, response] of errors) {
        expect(response.content, `${key} ${status}`).toEqual({
          'application/json': { schema: ERROR_BODY_REF },
        });
      }
    }
  });

  it('documents each success status the procedure answers, and no other', () => {
    const successes = new Map(operations().map(({ key, operation }) => [key, operation.responses]));
    for (const { key, successStatus } of restProcedures) {
      const documented = Object.keys(successes.get(key) ?? {}).filter((s) => Number(s) < 400);
      expect(documented, key).toEqual([String(successStatus)]);
    }
    expect(Object.keys(successes.get('POST /auth/register') ?? {})).toContain('201');
    expect(successes.get('POST /auth/register')).not.toHaveProperty('200');
    expect(successes.get('GET /auth/verify-email')).toHaveProperty('302');
    expect(successes.get('GET /auth/verify-email')).not.toHaveProperty('200');
    expect(successes.get('GET /auth/verify-email')?.['302']?.headers).toHaveProperty('Location');
  });
});

describe('the Conversation schema', () => {
  it('lists the known hand-off reasons as an enum, and handoff_reason stays optional', () => {
    const conversation = document.components?.schemas?.Conversation as {
      properties: Record<string, { type?: string; enum?: string[] }>;
      required: string[];
    };
    expect(conversation.properties.handoff_reason).toMatchObject({ type: 'string' });
    expect(conversation.properties.handoff_reason?.enum?.toSorted()).toEqual(
      Object.values(HANDOFF_REASONS).toSorted(),
    );
    expect(conversation.required).not.toContain('handoff_reason');
  });
});

describe('GET /api/docs', () => {
  it('serves an HTML page that loads the document through its scripts', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const references = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(references).toEqual(
      expect.arrayContaining([
        '/api/docs/init.js',
        '/api/docs/assets/swagger-ui-bundle.js',
        '/api/docs/assets/swagger-ui.css',
      ]),
    );
    for (const reference of references) {
      const asset = await server.app.inject({ method: 'GET', url: reference ?? '' });
      expect(asset.statusCode, describeAnswer(`GET ${reference}`, asset)).toBe(200);
      expect(asset.body.length, `GET ${reference}`).toBeGreaterThan(0);
    }

    const init = await server.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.body).toMatch(/['"`]\/api\/openapi\.json['"`]/);
  });

  it('serves only the assets the page loads, not the stock page aimed at the petstore', async () => {
    for (const url of [
      '/api/docs/assets/index.html',
      '/api/docs/assets/swagger-initializer.js',
      '/api/docs/assets/package.json',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('petstore');
    }
  });

  it('serves the swagger-ui assets', async () => {
    const bundle = await server.app.inject({
      method: 'GET',
      url: '/api/docs/assets/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body).toContain('SwaggerUIBundle');
    const css = await server.app.inject({ method: 'GET', url: '/api/docs/assets/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
