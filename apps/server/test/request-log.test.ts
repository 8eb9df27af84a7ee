import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedUrl } from '../src/plugins/request-log.ts';
import { createTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  server = await createTestServer({ logger: pino({ level: 'info' }, sink) });
});
afterAll(() => server.close());

/** The lines logged for the requests `send` makes, once their answers are out. */
const logOf = async (send: () => Promise<unknown>) => {
  const from = lines.length;
  await send();
  return lines.slice(from).filter((line) => line.msg === 'request completed');
};

describe('request log', () => {
  it('writes one line per request, with its method, path, status and time', async () => {
    const logged = await logOf(() => server.app.inject({ method: 'GET', url: '/api/health' }));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: 'GET', url: '/api/health', statusCode: 200 });
    expect(typeof logged[0]?.ms).toBe('number');
    expect(logged[0]?.reqId).toBeDefined();
  });

  it('keeps a token put in the query string, and any query value, out of the log', async () => {
    const logged = await logOf(() =>
      server.app.inject({
        method: 'GET',
        url: '/api/v1/number?access_token=bls_secret-in-url&q=owner%40example.com',
      }),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ url: '/api/v1/number?access_token=…&q=…', statusCode: 401 });
    expect(JSON.stringify(lines)).not.toMatch(/secret-in-url|owner%40example/);
  });

  it('logs requests the router does not know, and malformed ones, once each', async () => {
    const logged = await logOf(() =>
      Promise.all([
        server.app.inject({ method: 'GET', url: '/api/no-such-path' }),
        server.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
      ]),
    );
    expect(logged.map((line) => line.statusCode).sort()).toEqual([400, 404]);
  });
});

describe('loggedUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/x?', '/api/x?'],
    ['/api/x?a=1&&b', '/api/x?a=…&b=…'],
    ['/api/x?token=abc=def', '/api/x?token=…'],
  ])('%s is logged as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});
