import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, json, register, type TestServer } from './helpers.ts';

/** The login limit counts attempts before any password is checked, so parallel ones cannot pass. */
let server: TestServer;
const LIMITS = { failuresPerIpAndEmail: 10, failuresPerIp: 100, windowSeconds: 900 };

beforeAll(async () => {
  server = await createTestServer({ loginLimits: LIMITS });
});
afterAll(() => server.close());

type BatchAnswer = { result?: unknown; error?: { data?: { code?: string } } }[];

const restLogin = (ip: string, email: string, password = 'wrong-password') =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

/** Tallies the codes of many answers: UNAUTHORIZED is a password checked and found wrong. */
const tally = (codes: string[]) =>
  codes.reduce<Record<string, number>>((counts, code) => {
    counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  }, {});

const restCode = (response: Awaited<ReturnType<typeof restLogin>>) =>
  String(json(response).code ?? response.statusCode);

describe('the login limit under concurrency', () => {
  it('lets 10 password checks through 20 parallel batches of 9 logins for one e-mail', async () => {
    const email = 'batch-target@example.com';
    const calls = Array.from({ length: 9 }, () => 'auth.login').join(',');
    const payload = Object.fromEntries(
      Array.from({ length: 9 }, (_, i) => [i, { email, password: 'wrong-password' }]),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.app.inject({
          method: 'POST',
          url: `/trpc/${calls}?batch=1`,
          payload,
          remoteAddress: '10.2.0.1',
        }),
      ),
    );
    const codes = answers.flatMap((answer) =>
      json<BatchAnswer>(answer).map((call) => call.error?.data?.code ?? 'OK'),
    );
    expect(tally(codes)).toEqual({ UNAUTHORIZED: 10, TOO_MANY_REQUESTS: 170 });
  });

  it('lets 10 password checks through 40 parallel REST logins for one e-mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => restLogin('10.2.0.2', 'rest-target@example.com')),
    );
    expect(tally(answers.map(restCode))).toEqual({ UNAUTHORIZED: 10, TOO_MANY_REQUESTS: 30 });
  });

  it('lets 100 password checks through 130 parallel logins for different e-mails from one IP', async () => {
    const answers = await Promise.all(
      Array.from({ length: 130 }, (_, i) => restLogin('10.2.0.3', `spray-${i}@example.com`)),
    );
    expect(tally(answers.map(restCode))).toEqual({ UNAUTHORIZED: 100, TOO_MANY_REQUESTS: 30 });
  });

  it('gives the attempt back on success: the right password resets the count for that e-mail', async () => {
    const account = await register(server);
    const ip = '10.2.0.4';
    for (let i = 0; i < 9; i++) expect((await restLogin(ip, account.email)).statusCode).toBe(401);
    expect((await restLogin(ip, account.email, account.password)).statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: 12 }, () => restLogin(ip, account.email)));
    expect(tally(again.map(restCode))).toEqual({ UNAUTHORIZED: 10, TOO_MANY_REQUESTS: 2 });
  });
});
