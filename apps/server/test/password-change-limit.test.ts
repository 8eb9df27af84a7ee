import { accountMessages, messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, customer, json, request, type TestServer } from './helpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({
    loginLimits: { failuresPerIpAndEmail: 3, failuresPerIp: 100, windowSeconds: 900 },
  });
}, 120_000);
afterAll(() => server.close());

const login = (credentials: { email: string; password: string }, ip: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
    remoteAddress: ip,
  });

describe('guessing the current password', () => {
  it('spends the sign-in budget: after the limit even the right one is refused, and the password stays', async () => {
    const { account, jar } = await customer(server);
    const change = (currentPassword: string) =>
      request(server, jar, {
        method: 'PUT',
        url: '/api/auth/user/password',
        payload: { currentPassword, newPassword: 'tebakan-yang-panjang' },
      });

    for (let i = 0; i < 3; i++) {
      const wrong = await change(`tebakan-${i}`);
      expect(wrong.statusCode).toBe(403);
      expect(json(wrong).error).toBe(accountMessages.wrongPassword);
    }
    const refused = await change(account.password);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).error).toBe(messages.tooManyLoginAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A refusal is not a sign-out: this device stays in.
    expect((await request(server, jar, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      200,
    );
    // The same budget as the sign-in page, for this address and e-mail.
    expect((await login(account, '127.0.0.1')).statusCode).toBe(429);
    // The password did not change: it still signs in from elsewhere.
    expect((await login(account, '198.51.100.40')).statusCode).toBe(200);
  });
});
