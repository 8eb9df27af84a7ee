import { messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/env.ts';
import { createTestServer, json, type TestServer } from './helpers.ts';

/**
 * Limits count per client address. Behind a reverse proxy that is the address the proxy names in
 * X-Forwarded-For, but only when the proxy is trusted: otherwise anyone could name any address.
 */
const PROXY = '10.9.0.1';

const servers: TestServer[] = [];
const serverWith = async (trustProxy: false | number | string[]) => {
  const server = await createTestServer({
    trustProxy,
    loginLimits: { failuresPerIpAndEmail: 2, failuresPerIp: 100, windowSeconds: 900 },
  });
  servers.push(server);
  return server;
};
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const login = (server: TestServer, from: string, forwardedFor?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'target@example.com', password: 'wrong-password' },
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const statuses = async (server: TestServer, from: string, forwardedFor: string[]) => {
  const answers: number[] = [];
  for (const client of forwardedFor) answers.push((await login(server, from, client)).statusCode);
  return answers;
};

describe('TRUST_PROXY off (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith(false);
  });

  it('ignores X-Forwarded-For: a forged header does not escape the limit', async () => {
    expect(await statuses(server, '10.9.1.1', ['1.1.1.1', '2.2.2.2', '3.3.3.3'])).toEqual([
      401, 401, 429,
    ]);
    const refused = await login(server, '10.9.1.1', '4.4.4.4');
    expect(json(refused).message).toBe(messages.tooManyLoginAttempts);
  });
});

describe.each([
  ['a hop count', 1],
  ['the proxy address', [PROXY]],
  ['a range holding it', ['10.9.0.0/24']],
])('TRUST_PROXY as %s', (_, trustProxy) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith(trustProxy);
  });

  it('counts each client the proxy names on its own', async () => {
    expect(await statuses(server, PROXY, ['198.51.100.1', '198.51.100.1', '198.51.100.1'])).toEqual(
      [401, 401, 429],
    );
    // Another client behind the same proxy is not locked out by the first.
    expect(await statuses(server, PROXY, ['198.51.100.2', '198.51.100.2'])).toEqual([401, 401]);
  });
});

describe('TRUST_PROXY as a list', () => {
  it('ignores X-Forwarded-For from an address not on it', async () => {
    const server = await serverWith([PROXY]);
    expect(await statuses(server, '10.9.2.2', ['1.1.1.1', '2.2.2.2', '3.3.3.3'])).toEqual([
      401, 401, 429,
    ]);
  });
});

describe('the TRUST_PROXY variable', () => {
  it.each([
    [undefined, false],
    ['off', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 10.0.1.0/24,loopback', ['10.0.0.1', '10.0.1.0/24', 'loopback']],
  ])('reads %s as %j', (value, expected) => {
    expect(parseEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });

  it.each(['yes', 'true', '10.0.0.999', 'proxy.example'])('refuses %s', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be off/);
  });
});
