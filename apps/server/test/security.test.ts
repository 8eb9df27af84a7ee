import { messages } from '@balasin/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createTestServer, json, register, type TestServer } from './helpers.ts';

let server: TestServer;
let limited: TestServer;
const seen: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  limited = await createTestServer({
    loginLimits: { failuresPerIpAndEmail: 3, failuresPerIp: 5, windowSeconds: 900 },
    authRateLimit: { max: 8, timeWindowMs: 60_000 },
  });
});
afterAll(async () => {
  // No error body in this file carried a stack trace or a file path.
  for (const body of seen) {
    expect(body).not.toMatch(/"stack"|\bat .+\.(ts|js):\d+|node_modules/);
  }
  await Promise.all([server.close(), limited.close()]);
});

const inject = async (target: TestServer, options: InjectOptions) => {
  const response = await target.app.inject(options);
  seen.push(response.body);
  return response;
};

describe('request bodies', () => {
  it('answers malformed JSON with 400', async () => {
    const response = await inject(server, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: messages.malformedJson,
      message: messages.malformedJson,
      code: 'BAD_REQUEST',
    });
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'])(
    'answers a %s body with 415',
    async (type) => {
      const response = await inject(server, {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a%40b.c&password=x',
      });
      expect(response.statusCode).toBe(415);
      expect(json(response).error).toBe(messages.unsupportedMediaType);
      expect(json(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it('answers a 2 MB body with 413, on /api and on /trpc', async () => {
    const payload = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) });
    for (const url of ['/api/auth/login', '/trpc/auth.login']) {
      const response = await inject(server, {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(json(response).error).toBe(messages.payloadTooLarge);
    }
  });

  it('accepts a bodyless POST (refresh, logout)', async () => {
    const response = await inject(server, { method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    for (const url of ['/api/auth/login', '/trpc/auth.login']) {
      const response = await inject(server, {
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(403);
      expect(json(response).error).toBe(messages.crossSiteRefused);
    }
  });

  it('lets requests from our own origin and without Origin through', async () => {
    const account = await register(server);
    for (const headers of [{ origin: APP_URL }, {}]) {
      const response = await inject(server, {
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: account.email, password: account.password },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('does not check Origin on reads', async () => {
    const response = await inject(server, {
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sets the security headers', async () => {
    const response = await inject(server, { method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('rate limits', () => {
  it('refuses login after the failures limit with 429 and Retry-After, even with the right password', async () => {
    const account = await register(limited);
    const attempt = (password: string) =>
      inject(limited, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.1',
        payload: { email: account.email, password },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const refused = await attempt(account.password);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).error).toBe(messages.tooManyLoginAttempts);
    expect(json(refused).code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('limits auth paths per IP and leaves other paths alone', async () => {
    const hit = (url: string) => inject(limited, { method: 'GET', url, remoteAddress: '10.0.0.2' });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await hit('/api/auth/user')).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
    const refused = await hit('/api/auth/user');
    expect(json(refused).error).toBe(messages.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await hit('/api/health')).statusCode).toBe(200);
  });
});

describe('unknown routes', () => {
  it('answers JSON 404 under /api', async () => {
    const response = await inject(server, { method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(json(response).code).toBe('NOT_FOUND');
  });
});
