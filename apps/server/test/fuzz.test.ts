import { buildOpenApiDocument } from '@balasin/api';
import { SESSION } from '@balasin/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  adminJar,
  type CookieJar,
  createTestServer,
  customer,
  json,
  request,
  signIn,
  type TestServer,
} from './helpers.ts';
import { type JsonSchema, junk, mixedFor } from './schema-arbitrary.ts';

/**
 * Every operation of the OpenAPI document, read at run time so a new one is fuzzed without a
 * line here, gets generated path values, query strings and bodies, valid and not, from a
 * signed-out caller, a user and an admin. Whatever comes in: no 5xx, no stack trace, and
 * another tenant's rows stay exactly as they were.
 */
/**
 * Samples per operation. The inputs are refused or taken by the same code on either database, so
 * the PostgreSQL project (PGlite runs every file too) samples fewer: enough to prove the real
 * server maps its errors the same way, without doubling the suite's longest file.
 */
const RUNS = process.env.TEST_DATABASE_URL ? 60 : 200;

type Parameter = { in: 'path' | 'query'; name: string; schema: JsonSchema; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};
type Who = 'anonymous' | 'user' | 'admin';
type Sample = {
  who: Who;
  path: Record<string, string>;
  query: [string, string][];
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };
};

const document = buildOpenApiDocument(`${APP_URL}/api`) as unknown as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    method,
    path,
    operation,
  })),
);

let server: TestServer;
const jars: Record<Who, CookieJar | undefined> = {
  anonymous: undefined,
  user: undefined,
  admin: undefined,
};
let signInAgain: Record<Exclude<Who, 'anonymous'>, () => Promise<CookieJar>>;
let victim: CookieJar;
let ids: { own: string[]; victimNumber: string; victimSubscription: string };

const STACK_TRACE = /\n\s+at |\bat \S+ \(|node_modules|\.ts:\d+|"stack"/;

const firstId = async (jar: CookieJar, url: string) =>
  json<{ id: string }[]>(await request(server, jar, { method: 'GET', url }))[0]?.id as string;

const addNumber = async (jar: CookieJar, number: string) =>
  json<{ id: string }>(
    await request(server, jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number, name: 'Fuzz target' },
    }),
  ).id;

/** What the other tenant sees of their own account: it must never move. */
const victimView = async () =>
  Promise.all(
    ['/api/auth/user', '/api/whatsapp-numbers', '/api/subscriptions'].map(async (url) => {
      const response = await request(server, victim, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      return json(response);
    }),
  );

beforeAll(async () => {
  server = await createTestServer({
    authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    contactRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  });
  const user = await customer(server, { packageType: 'enterprise' });
  const other = await customer(server, { packageType: 'enterprise' });
  victim = other.jar;
  signInAgain = {
    user: () => signIn(server, user.account),
    admin: () => adminJar(server),
  };
  jars.user = user.jar;
  jars.admin = await adminJar(server);
  ids = {
    own: [
      await addNumber(user.jar, '+628770000001'),
      await firstId(user.jar, '/api/subscriptions'),
    ],
    victimNumber: await addNumber(victim, '+628770000002'),
    victimSubscription: await firstId(victim, '/api/subscriptions'),
  };
});
afterAll(() => server.close());

/** Ids worth trying: the caller's own, the other tenant's (never the admin's to change), any. */
const pathValue = (who: Who) =>
  fc.oneof(
    fc.constantFrom(
      ...ids.own,
      ids.victimNumber,
      ...(who === 'admin' ? [] : [ids.victimSubscription]),
    ),
    fc.uuid(),
    junk.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
  );

const asQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);

const sampleFor = (operation: Operation): fc.Arbitrary<Sample> => {
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.constantFrom<Who>('anonymous', 'user', 'admin').chain((who) =>
    fc.record({
      who: fc.constant(who),
      path: fc.record(
        Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(who)]),
        ),
      ),
      query: fc
        .tuple(
          ...parameters
            .filter((p) => p.in === 'query')
            .map((p) =>
              fc.option(mixedFor(p.schema, p.name).map((v) => [p.name, asQueryValue(v)] as const)),
            ),
          fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }))),
        )
        .map((pairs) => pairs.filter((pair) => pair !== null) as [string, string][]),
      body: fc.oneof(
        bodySchema
          ? {
              weight: 4,
              arbitrary: mixedFor(bodySchema).map((value) => ({ kind: 'json' as const, value })),
            }
          : fc.constant({ kind: 'none' as const }),
        fc.string({ maxLength: 40 }).map((text) => ({ kind: 'raw' as const, text })),
        fc.constant({ kind: 'none' as const }),
      ),
    }),
  );
};

const urlOf = (path: string, sample: Sample) => {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(sample.path[name] ?? ''),
  );
  const query = new URLSearchParams(sample.query).toString();
  return `/api${filled}${query ? `?${query}` : ''}`;
};

const send = (method: string, url: string, sample: Sample) => {
  const jar = jars[sample.who];
  const headers: Record<string, string> = jar ? { cookie: jar.header() } : {};
  if (sample.body.kind === 'none') {
    return server.app.inject({ method: method.toUpperCase() as 'GET', url, headers });
  }
  const payload =
    sample.body.kind === 'raw' ? sample.body.text : JSON.stringify(sample.body.value ?? null);
  return server.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });
};

/**
 * After a refresh the jar holds the successor pair, as a browser would; after a logout the
 * session is gone and the role signs in again (costly: only then).
 */
const keepSignedIn = async (who: Exclude<Who, 'anonymous'>, response: LightMyRequestResponse) => {
  const jar = jars[who] as CookieJar;
  jar.store(response);
  const check = await request(server, jar, { method: 'GET', url: '/api/auth/user' });
  if (check.statusCode !== 200) jars[who] = await signInAgain[who]();
};

/** Whether a response set or cleared session cookies (login, refresh, logout). */
const touchesSession = (response: LightMyRequestResponse) =>
  (response.cookies as { name: string }[]).some((cookie) =>
    [SESSION.accessCookie, SESSION.refreshCookie].includes(cookie.name as never),
  );

describe('fuzzing every documented operation', () => {
  it('serves the document it fuzzes', async () => {
    const served = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(json(served).paths as object)).toEqual(Object.keys(document.paths));
  });

  it.each(operations)(
    '$name: never a 5xx, a stack trace or a change to another tenant',
    async ({ method, path, operation }) => {
      const before = await victimView();
      await fc.assert(
        fc.asyncProperty(sampleFor(operation), async (sample) => {
          const url = urlOf(path, sample);
          const response = await send(method, url, sample);
          const where = `${method.toUpperCase()} ${url} as ${sample.who}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          expect(STACK_TRACE.test(response.body), where).toBe(false);
          if (response.statusCode >= 400) {
            expect(json(response).error, where).toEqual(expect.any(String));
          }
          if (sample.who !== 'anonymous' && touchesSession(response)) {
            await keepSignedIn(sample.who, response);
          }
        }),
        { numRuns: RUNS },
      );
      expect(await victimView(), `${method} ${path}`).toEqual(before);
    },
  );
});
