import { messages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessCookie,
  CookieJar,
  createTestServer,
  json,
  refreshCookie,
  register,
  request,
  signIn,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
let account: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  server = await createTestServer();
  account = await register(server);
});
afterAll(() => server.close());

const user = (jar: CookieJar) => request(server, jar, { method: 'GET', url: '/api/auth/user' });
const refresh = (jar: CookieJar) =>
  request(server, jar, { method: 'POST', url: '/api/auth/refresh' });

describe('sessions', () => {
  it('answers the signed-in user', async () => {
    const jar = await signIn(server, account);
    const response = await user(jar);
    expect(response.statusCode).toBe(200);
    expect(json<{ user: { email: string } }>(response).user.email).toBe(account.email);
  });

  it('expires the access token after 15 minutes; refresh brings the session back', async () => {
    const jar = await signIn(server, account);
    server.advance(15 * 60 + 1);
    expect((await user(jar)).statusCode).toBe(401);
    const refreshed = await refresh(jar);
    expect(refreshed.statusCode).toBe(200);
    expect(json<{ user: { email: string } }>(refreshed).user.email).toBe(account.email);
    expect((await user(jar)).statusCode).toBe(200);
  });

  it('rotates both tokens on refresh', async () => {
    const jar = await signIn(server, account);
    const before = { access: jar.get(accessCookie), refresh: jar.get(refreshCookie) };
    const response = await refresh(jar);
    expect(response.statusCode).toBe(200);
    expect(jar.get(accessCookie)).not.toBe(before.access);
    expect(jar.get(refreshCookie)).not.toBe(before.refresh);
    expect((await user(jar)).statusCode).toBe(200);
  });

  it('gives the same successor to a rotated token presented again within 10 seconds', async () => {
    const jar = await signIn(server, account);
    const tabA = jar.clone();
    const tabB = jar.clone();
    expect((await refresh(tabA)).statusCode).toBe(200);
    server.advance(5);
    expect((await refresh(tabB)).statusCode).toBe(200);
    expect(tabB.get(refreshCookie)).toBe(tabA.get(refreshCookie));
    expect(tabB.get(accessCookie)).toBe(tabA.get(accessCookie));
    expect((await user(tabA)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the window', async () => {
    const jar = await signIn(server, account);
    const stolen = jar.clone();
    expect((await refresh(jar)).statusCode).toBe(200);
    server.advance(11);
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(json(replay).error).toBe(messages.tokenRefreshFailed);
    // The legitimate holder's newer tokens are dead too.
    expect((await user(jar)).statusCode).toBe(401);
    expect((await refresh(jar)).statusCode).toBe(401);
  });

  it('keeps the user signed in after ten parallel refreshes with one token', async () => {
    const jar = await signIn(server, account);
    const tabs = Array.from({ length: 10 }, () => jar.clone());
    const responses = await Promise.all(tabs.map((tab) => refresh(tab)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(tabs.map((tab) => tab.get(refreshCookie)));
    expect(successors.size).toBe(1);
    for (const tab of tabs) expect((await user(tab)).statusCode).toBe(200);
    expect((await refresh(tabs[0] as CookieJar)).statusCode).toBe(200);
  });

  it('answers 401 "Token refresh failed" without a refresh cookie and clears cookies', async () => {
    const response = await refresh(new CookieJar());
    expect(response.statusCode).toBe(401);
    expect(json(response).error).toBe(messages.tokenRefreshFailed);
  });

  it('refuses a refresh token past its 30 days', async () => {
    const jar = await signIn(server, account);
    server.advance(30 * 24 * 60 * 60 + 1);
    expect((await refresh(jar)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('kills both tokens at once and clears the cookies', async () => {
    const jar = await signIn(server, account);
    const kept = jar.clone();
    const response = await request(server, jar, { method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });
    const cleared = (response.cookies as { name: string; value: string }[]).map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining([accessCookie, refreshCookie]));
    // Someone who copied the cookies before logout gets nothing from either.
    expect((await user(kept)).statusCode).toBe(401);
    expect((await refresh(kept)).statusCode).toBe(401);
  });

  it('revokes the session even when only the refresh cookie is presented', async () => {
    const jar = await signIn(server, account);
    const onlyRefresh = new CookieJar();
    onlyRefresh.set(refreshCookie, jar.get(refreshCookie) as string);
    expect(
      (await request(server, onlyRefresh, { method: 'POST', url: '/api/auth/logout' })).statusCode,
    ).toBe(200);
    expect((await user(jar)).statusCode).toBe(401);
  });

  it('answers 200 when already signed out', async () => {
    const response = await request(server, new CookieJar(), {
      method: 'POST',
      url: '/api/auth/logout',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true });
  });
});
