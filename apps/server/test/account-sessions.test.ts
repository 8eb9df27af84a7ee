import { listAuditFor } from '@balasin/db/testing';
import { ACCOUNT_AUDIT_ACTIONS, accountMessages, messages } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { CookieJar, customer, json, refreshCookie, request, signIn } from './helpers.ts';
import { joinTeam } from './team-helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Signs in from a browser of its own, as a second device does. */
const signInFrom = async (
  credentials: { email: string; password: string },
  userAgent: string,
  ip: string,
) => {
  const jar = new CookieJar();
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  jar.store(response);
  return jar;
};

type Session = {
  id: string;
  device: string;
  browser: string | null;
  system: string | null;
  ip: string | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
};
const sessionsOf = async (jar: CookieJar) => {
  const response = await request(server, jar, { method: 'GET', url: '/api/auth/sessions' });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ items: Session[] }>(response).items;
};
const whoAmI = async (jar: CookieJar) =>
  (await request(server, jar, { method: 'GET', url: '/api/auth/user' })).statusCode;
const refreshWith = (jar: CookieJar, userAgent = LAPTOP) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { cookie: `${refreshCookie}=${jar.get(refreshCookie)}`, 'user-agent': userAgent },
    remoteAddress: '198.51.100.99',
  });

describe('signed-in devices', () => {
  it('lists each device with its browser, address, sign-in and last use, and marks this one', async () => {
    const { account, jar: first } = await customer(server);
    const phone = await signInFrom(account, PHONE, '203.0.113.7');
    const laptop = await signInFrom(account, LAPTOP, '198.51.100.20');
    // A refresh is a use: the laptop's session is the same device, newer.
    server.advance(60);
    const refreshed = await refreshWith(laptop);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    laptop.store(refreshed);

    const seen = await sessionsOf(phone);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({
      device: 'Chrome 131 on Windows 10',
      browser: 'Chrome 131',
      system: 'Windows 10',
      current: false,
    });
    // The newest use's address: the refresh came from elsewhere.
    expect(seen[0]?.ip).toBe('198.51.100.99');
    expect(Date.parse(seen[0]?.lastUsedAt ?? '')).toBeGreaterThan(
      Date.parse(seen[0]?.signedInAt ?? ''),
    );
    const mine = seen.find((s) => s.current);
    expect(mine).toMatchObject({ device: 'Safari 17 on iOS 17.5', ip: '203.0.113.7' });
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    expect(await whoAmI(first)).toBe(200);
  });

  it('signs out one other device, or every other one, and never another user’s', async () => {
    const { account, jar: here } = await customer(server);
    const phone = await signInFrom(account, PHONE, '203.0.113.8');
    const laptop = await signInFrom(account, LAPTOP, '198.51.100.21');
    const stranger = (await customer(server)).jar;

    const phoneSession = (await sessionsOf(phone)).find((s) => s.current);
    const theirs = await request(server, stranger, {
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession?.id}`,
    });
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs).error).toBe(accountMessages.sessionNotFound);
    expect(await whoAmI(phone)).toBe(200);

    const own = (await sessionsOf(here)).find((s) => s.current);
    const self = await request(server, here, {
      method: 'DELETE',
      url: `/api/auth/sessions/${own?.id}`,
    });
    expect(self.statusCode).toBe(400);
    expect(json(self).error).toBe(accountMessages.currentSession);
    for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answer = await request(server, here, {
        method: 'DELETE',
        url: `/api/auth/sessions/${bad}`,
      });
      expect(answer.statusCode).toBe(404);
    }

    const ended = await request(server, here, {
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneSession?.id}`,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await whoAmI(phone)).toBe(401);
    expect((await refreshWith(phone)).statusCode).toBe(401);
    expect(await sessionsOf(here)).toHaveLength(2);

    const others = await request(server, here, {
      method: 'POST',
      url: '/api/auth/sessions/sign-out-others',
    });
    expect(others.statusCode, others.body).toBe(200);
    expect(json(others)).toEqual({
      message: accountMessages.otherSessionsEnded(1),
      signedOutDevices: 1,
    });
    expect(await whoAmI(laptop)).toBe(401);
    expect(await whoAmI(here)).toBe(200);
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);
    expect(await whoAmI(stranger)).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current one, ends every other device, keeps this one, and the new one signs in', async () => {
    const { account, jar: here } = await customer(server);
    const elsewhere = await signInFrom(account, PHONE, '203.0.113.9');
    const change = (body: unknown) =>
      request(server, here, { method: 'PUT', url: '/api/auth/user/password', payload: body });

    const wrong = await change({
      currentPassword: 'not my password',
      newPassword: 'baru-dan-panjang',
    });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).error).toBe(accountMessages.wrongPassword);
    const short = await change({ currentPassword: account.password, newPassword: 'pendek' });
    expect(short.statusCode).toBe(400);
    expect(json(short).error).toBe(messages.passwordTooShort);
    const same = await change({ currentPassword: account.password, newPassword: account.password });
    expect(same.statusCode).toBe(400);
    expect(json(same).error).toBe(accountMessages.samePassword);
    expect(await whoAmI(elsewhere)).toBe(200);

    const changed = await change({
      currentPassword: account.password,
      newPassword: 'kata-sandi-baru-panjang',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toEqual({
      message: accountMessages.passwordChanged,
      signedOutDevices: 1,
    });
    expect(await whoAmI(elsewhere)).toBe(401);
    expect((await refreshWith(elsewhere)).statusCode).toBe(401);
    expect(await whoAmI(here)).toBe(200);
    expect((await refreshWith(here)).statusCode).toBe(200);
    const { id: userId } = json<{ user: { id: string } }>(
      await request(server, here, { method: 'GET', url: '/api/auth/user' }),
    ).user;
    expect(await listAuditFor(server.db.db, 'user', userId)).toMatchObject([
      {
        actorId: userId,
        action: ACCOUNT_AUDIT_ACTIONS.passwordChange,
        before: null,
        after: { otherSessionsEnded: 1 },
      },
    ]);

    const old = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: account,
    });
    expect(old.statusCode).toBe(401);
    await signIn(server, { email: account.email, password: 'kata-sandi-baru-panjang' });
  });
});

describe('profile and business name', () => {
  it('renames the person for anyone signed in, and the business for its owner and admins only', async () => {
    const { jar: owner } = await customer(server, { packageType: 'enterprise' });
    const agent = await joinTeam(server, owner, 'agent');
    const admin = await joinTeam(server, owner, 'admin');

    const named = await request(server, agent.jar, {
      method: 'PUT',
      url: '/api/auth/user/profile',
      payload: { name: '  Rina Agen  ' },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(json<{ user: { name: string } }>(named).user.name).toBe('Rina Agen');
    const blank = await request(server, agent.jar, {
      method: 'PUT',
      url: '/api/auth/user/profile',
      payload: { name: '\u200b ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).error).toBe(messages.nameRequired);

    const rename = (jar: CookieJar, name: unknown) =>
      request(server, jar, { method: 'PUT', url: '/api/team/business', payload: { name } });
    expect((await rename(agent.jar, 'Toko Agen')).statusCode).toBe(403);
    const byAdmin = await rename(admin.jar, 'Toko Sari Jaya');
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(json(byAdmin)).toEqual({
      name: 'Toko Sari Jaya',
      message: accountMessages.businessRenamed,
    });
    const seen = json<{ user: { businessName: string } }>(
      await request(server, owner, { method: 'GET', url: '/api/auth/user' }),
    );
    expect(seen.user.businessName).toBe('Toko Sari Jaya');
    expect((await rename(owner, '')).statusCode).toBe(400);
    expect((await rename(owner, 'x'.repeat(121))).statusCode).toBe(400);

    // The platform admin belongs to no business: there is none to rename.
    const platform = await signIn(server, {
      email: 'admin@balasin.test',
      password: 'admin-password',
    });
    expect((await rename(platform, 'Milik Siapa')).statusCode).toBe(404);
  });
});
