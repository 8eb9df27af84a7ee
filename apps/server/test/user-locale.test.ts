import { describe, expect, it } from 'vitest';
import { json, register, request, signIn } from './helpers.ts';
import { useTestServer } from './use-test-server.ts';

type UserBody = { user: { email: string; locale: string } };

const server = useTestServer();

const setLocale = (jar: Parameters<typeof request>[1], locale: unknown) =>
  request(server, jar, { method: 'PUT', url: '/api/auth/user/locale', payload: { locale } });

describe("the user's language", () => {
  it('is English until chosen, then the choice follows the user into a new session', async () => {
    const account = await register(server);
    const jar = await signIn(server, account);
    const before = await request(server, jar, { method: 'GET', url: '/api/auth/user' });
    expect(json<UserBody>(before).user.locale).toBe('en');

    const chosen = await setLocale(jar, 'id');
    expect(chosen.statusCode).toBe(200);
    expect(json<UserBody>(chosen).user).toMatchObject({ email: account.email, locale: 'id' });

    // Another browser: a fresh sign-in sees the same language.
    const elsewhere = await signIn(server, account);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(json<UserBody>(login).user.locale).toBe('id');
    const user = await request(server, elsewhere, { method: 'GET', url: '/api/auth/user' });
    expect(json<UserBody>(user).user.locale).toBe('id');

    expect(json<UserBody>(await setLocale(elsewhere, 'en')).user.locale).toBe('en');
  });

  it("changes only the caller's own language", async () => {
    const sari = await register(server, { name: 'Sari' });
    const budi = await register(server, { name: 'Budi' });
    const sariJar = await signIn(server, sari);
    const budiJar = await signIn(server, budi);
    await setLocale(sariJar, 'id');
    const other = await request(server, budiJar, { method: 'GET', url: '/api/auth/user' });
    expect(json<UserBody>(other).user.locale).toBe('en');
  });

  it('refuses an unknown language with the error body, and a signed-out caller with 401', async () => {
    const jar = await signIn(server, await register(server));
    for (const locale of ['fr', '', 42, null]) {
      const response = await setLocale(jar, locale);
      expect(response.statusCode, String(locale)).toBe(400);
      expect(json(response)).toMatchObject({ code: 'BAD_REQUEST' });
      expect(typeof json(response).error).toBe('string');
    }
    const missing = await request(server, jar, {
      method: 'PUT',
      url: '/api/auth/user/locale',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);

    const signedOut = await setLocale(undefined, 'id');
    expect(signedOut.statusCode).toBe(401);
    expect(json(signedOut)).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is set through tRPC as the dashboard does', async () => {
    const jar = await signIn(server, await register(server));
    const response = await request(server, jar, {
      method: 'POST',
      url: '/trpc/auth.setLocale',
      payload: { locale: 'id' },
    });
    expect(response.statusCode).toBe(200);
    const user = await request(server, jar, { method: 'GET', url: '/api/auth/user' });
    expect(json<UserBody>(user).user.locale).toBe('id');
  });
});
