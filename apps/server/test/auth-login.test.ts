import { messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessCookie,
  createTestServer,
  json,
  refreshCookie,
  register,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let account: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  server = await createTestServer();
  account = await register(server);
});
afterAll(() => server.close());

const login = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

describe('POST /api/auth/login', () => {
  it('signs in, answers the user and sets both session cookies HttpOnly, Lax, Path=/', async () => {
    const response = await login({ email: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    const { user } = json<{ user: Record<string, unknown> }>(response);
    expect(user).toMatchObject({
      email: account.email,
      name: account.name,
      role: 'user',
      businessName: account.businessName,
      whatsappNumber: account.whatsappNumber,
      emailVerified: false,
    });
    expect(user).not.toHaveProperty('passwordHash');
    const cookies = response.cookies as Record<string, unknown>[];
    for (const name of [accessCookie, refreshCookie]) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(String(cookie?.value).length).toBeGreaterThanOrEqual(22);
      expect(cookie).not.toHaveProperty('secure');
    }
    expect(cookies.find((c) => c.name === accessCookie)?.maxAge).toBe(15 * 60);
    expect(cookies.find((c) => c.name === refreshCookie)?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('treats the e-mail case-insensitively', async () => {
    const response = await login({
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login({ email: account.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({
        error: messages.invalidCredentials,
        message: messages.invalidCredentials,
        code: 'UNAUTHORIZED',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    [{ password: 'x' }, messages.emailRequired],
    [{ email: '', password: 'x' }, messages.emailRequired],
    [{ email: 'not-an-email', password: 'x' }, messages.emailInvalid],
    [{ email: 'a@example.com' }, messages.passwordRequired],
    [
      { email: `${'a'.repeat(250)}@example.com`, password: 'x' },
      'Email must be at most 254 characters',
    ],
    [
      { email: 'a@example.com', password: 'p'.repeat(129) },
      'Password must be at most 128 characters',
    ],
  ])('rejects %j with 400 "%s"', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    const body = json<{ error: string; message: string; code: string; issues: unknown[] }>(
      response,
    );
    expect(body.error).toBe(message);
    expect(body.message).toBe(message);
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.issues.length).toBeGreaterThan(0);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 "Not authenticated" without a session and with a forged one', async () => {
    for (const cookie of [undefined, `${accessCookie}=forged-token`]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(json(response).error).toBe(messages.notAuthenticated);
    }
  });
});
