import { randomUUID } from 'node:crypto';
import { writeAudit } from '@balasin/db';
import { adminUserMessages } from '@balasin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminJar,
  type CookieJar,
  createTestServer,
  customer,
  json,
  register,
  request,
  signIn,
  type TestServer,
  verifyEmail,
} from './helpers.ts';
import { submitPayment } from './payment-helpers.ts';

type User = { id: string; email: string; name: string; role: string; disabled_at: string | null };
type UserPage = { items: User[]; next_cursor: string | null };
type AuditTarget = {
  user_id: string | null;
  email: string | null;
  business_name: string | null;
  package: string | null;
  amount: number | null;
  invoice_number: string | null;
};
type AuditPage = {
  items: {
    action: string;
    entity_id: string;
    actor_id: string | null;
    actor_email: string | null;
    actor_kind: string;
    target_email: string | null;
    target: AuditTarget | null;
    after: unknown;
  }[];
  next_cursor: string | null;
  actions: string[];
};

let server: TestServer;
let admin: CookieJar;

const get = async <T>(jar: CookieJar, url: string) => {
  const response = await request(server, jar, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const post = (jar: CookieJar, url: string, payload: unknown = {}) =>
  request(server, jar, { method: 'POST', url, payload });

const findUser = async (email: string) => {
  const page = await get<UserPage>(admin, `/api/admin/users?q=${encodeURIComponent(email)}`);
  const user = page.items.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
};

beforeAll(async () => {
  server = await createTestServer();
  admin = await adminJar(server);
  for (let i = 0; i < 4; i++) await register(server, { name: `Sari Wulandari ${i}` });
});
afterAll(() => server.close());

describe('GET /api/admin/users', () => {
  it('searches e-mail and name, case-insensitively, with % and _ literal', async () => {
    const byName = await get<UserPage>(admin, '/api/admin/users?q=WULANDARI');
    expect(byName.items).toHaveLength(4);
    expect(byName.items.every((u) => u.name.startsWith('Sari Wulandari'))).toBe(true);
    const one = byName.items[0] as User;
    const byEmail = await get<UserPage>(
      admin,
      `/api/admin/users?q=${encodeURIComponent(one.email.slice(3, 12).toUpperCase())}`,
    );
    expect(byEmail.items.map((u) => u.id)).toEqual([one.id]);
    expect((await get<UserPage>(admin, '/api/admin/users?q=%25%25%25')).items).toEqual([]);
    expect((await get<UserPage>(admin, '/api/admin/users?q=___')).items).toEqual([]);
  });

  it('pages newest first by cursor, each user once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page: UserPage = await get<UserPage>(admin, `/api/admin/users?pageSize=2${query}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((u) => u.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 20);
    const all = await get<UserPage>(admin, '/api/admin/users?pageSize=100');
    expect(seen).toEqual(all.items.map((u) => u.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(all.next_cursor).toBeNull();
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const url of [
      '/api/admin/users?cursor=nonsense',
      '/api/admin/users?q=ab',
      '/api/admin/users?pageSize=0',
      '/api/admin/users?pageSize=1000',
      `/api/admin/users?q=${'x'.repeat(300)}`,
      '/api/admin/audit?from=yesterday',
      '/api/admin/audit?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
      '/api/admin/audit?entityId=123',
    ]) {
      const response = await request(server, admin, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
    expect((await post(admin, '/api/admin/users/x/role', { role: 'king' })).statusCode).toBe(400);
  });

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    const { jar } = await customer(server, { active: false });
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/audit'],
      ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/disable'],
    ] as const) {
      expect((await request(server, jar, { method, url })).statusCode).toBe(403);
      expect((await request(server, undefined, { method, url })).statusCode).toBe(401);
    }
  });

  it('404 for a user that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(
        (await request(server, admin, { method: 'GET', url: `/api/admin/users/${id}` })).statusCode,
      ).toBe(404);
      expect((await post(admin, `/api/admin/users/${id}/enable`)).statusCode).toBe(404);
    }
  });
});

describe('a user in detail', () => {
  it('shows their business, subscription, payment order and active sessions', async () => {
    const { account } = await customer(server, { active: false });
    const user = await findUser(account.email);
    const detail = await get<{
      user: User;
      businesses: {
        name: string;
        is_owner: boolean;
        subscriptions: unknown[];
        payments: unknown[];
      }[];
      sessions: unknown[];
    }>(admin, `/api/admin/users/${user.id}`);
    expect(detail.user.email).toBe(account.email);
    expect(detail.businesses).toHaveLength(1);
    expect(detail.businesses[0]).toMatchObject({ name: 'Toko Budi', is_owner: true });
    expect(detail.businesses[0]?.subscriptions).toHaveLength(1);
    expect(detail.businesses[0]?.payments.length).toBeGreaterThanOrEqual(1);
    expect(detail.sessions).toHaveLength(1);
  });
});

describe('disable and enable', () => {
  it('ends the sessions at once, refuses the sign-in with a clear message, and enable lets them back', async () => {
    const { account, jar } = await customer(server);
    const user = await findUser(account.email);
    expect((await request(server, jar, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      200,
    );

    const disabled = await post(admin, `/api/admin/users/${user.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(json<User>(disabled).disabled_at).not.toBeNull();
    expect((await request(server, jar, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      401,
    );
    const refresh = await request(server, jar, { method: 'POST', url: '/api/auth/refresh' });
    expect(refresh.statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(403);
    expect(json<{ message: string }>(login).message).toBe(adminUserMessages.accountDisabled);
    // A wrong password is still just wrong: the state is told only to the password's holder.
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);

    const enabled = await post(admin, `/api/admin/users/${user.id}/enable`);
    expect(enabled.statusCode).toBe(200);
    expect(json<User>(enabled).disabled_at).toBeNull();
    await signIn(server, account);

    const audit = await get<AuditPage>(
      admin,
      `/api/admin/audit?entityType=user&entityId=${user.id}`,
    );
    expect(audit.items.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    expect(audit.items[0]).toMatchObject({
      actor_email: 'admin@balasin.test',
      target_email: account.email,
      target: { user_id: user.id, email: account.email, business_name: null },
    });
  });

  it('an admin cannot disable themselves', async () => {
    const me = await findUser('admin@balasin.test');
    const response = await post(admin, `/api/admin/users/${me.id}/disable`);
    expect(response.statusCode).toBe(409);
    expect(json<{ message: string }>(response).message).toBe(adminUserMessages.notYourself);
  });
});

describe('resend verification', () => {
  it('sends the same e-mail as the user would get, and says so in the audit log', async () => {
    const account = await register(server);
    const user = await findUser(account.email);
    // Registration just sent one: the one-a-minute limit applies to an admin too.
    expect((await post(admin, `/api/admin/users/${user.id}/resend-verification`)).statusCode).toBe(
      429,
    );
    server.advance(61);
    const before = server.mails.filter((m) => m.to === account.email).length;
    const response = await post(admin, `/api/admin/users/${user.id}/resend-verification`);
    expect(response.statusCode, response.body).toBe(200);
    await expect
      .poll(() => server.mails.filter((m) => m.to === account.email).length)
      .toBe(before + 1);
    const audit = await get<AuditPage>(admin, '/api/admin/audit?action=user.resend_verification');
    expect(audit.items[0]?.entity_id).toBe(user.id);
    expect(audit.actions).toContain('user.resend_verification');
  });
});

describe('promote and demote', () => {
  it('promotes, demotes and never demotes the last admin', async () => {
    const account = await register(server);
    const user = await findUser(account.email);
    const promoted = await post(admin, `/api/admin/users/${user.id}/role`, { role: 'admin' });
    expect(json<User>(promoted).role).toBe('admin');
    const other = await signIn(server, account);
    expect(
      (await request(server, other, { method: 'GET', url: '/api/admin/users' })).statusCode,
    ).toBe(200);

    const demoted = await post(admin, `/api/admin/users/${user.id}/role`, { role: 'user' });
    expect(json<User>(demoted).role).toBe('user');
    expect(
      (await request(server, other, { method: 'GET', url: '/api/admin/users' })).statusCode,
    ).toBe(403);

    const me = await findUser('admin@balasin.test');
    const last = await post(admin, `/api/admin/users/${me.id}/role`, { role: 'user' });
    expect(last.statusCode).toBe(409);
    expect(json<{ message: string }>(last).message).toBe(adminUserMessages.lastAdmin);

    const audit = await get<AuditPage>(
      admin,
      `/api/admin/audit?actor=ADMIN@balasin.test&entityId=${user.id}`,
    );
    expect(audit.items.map((e) => e.action)).toEqual(['user.demote', 'user.promote']);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const account = await register(server);
    const user = await findUser(account.email);
    const me = await findUser('admin@balasin.test');
    await post(admin, `/api/admin/users/${user.id}/role`, { role: 'admin' });
    const other = await signIn(server, account);
    const [a, b] = await Promise.all([
      post(admin, `/api/admin/users/${user.id}/role`, { role: 'user' }),
      post(other, `/api/admin/users/${me.id}/role`, { role: 'user' }),
    ]);
    // The loser is refused as the last admin (409), or, if the winner's change landed before its
    // request was let in, as no longer an admin (403).
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const roles = [(await findUserAs(a.statusCode === 200 ? admin : other, me.email)).role];
    roles.push((await findUserAs(a.statusCode === 200 ? admin : other, account.email)).role);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
    // The seeded admin may be the one demoted: make them admin again for what follows.
    admin = await adminJar(server);
  });
});

const findUserAs = async (jar: CookieJar, email: string) => {
  const page = await get<UserPage>(jar, `/api/admin/users?q=${encodeURIComponent(email)}`);
  return page.items.find((u) => u.email === email) as User;
};

describe('GET /api/admin/audit', () => {
  it('pages newest first by cursor and filters by date range', async () => {
    const all = await get<AuditPage>(admin, '/api/admin/audit?pageSize=100');
    expect(all.items.length).toBeGreaterThan(3);
    const first = await get<AuditPage>(admin, '/api/admin/audit?pageSize=2');
    const second = await get<AuditPage>(
      admin,
      `/api/admin/audit?pageSize=2&cursor=${first.next_cursor}`,
    );
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 4));
    const future = await get<AuditPage>(admin, '/api/admin/audit?from=2999-01-01T00:00:00Z');
    expect(future.items).toEqual([]);
    const past = await get<AuditPage>(admin, '/api/admin/audit?to=2000-01-01T00:00:00Z');
    expect(past.items).toEqual([]);
  });

  it('names a payment, a subscription and a business as an admin knows them, a deleted one not at all', async () => {
    const account = await register(server, { packageType: 'pro', businessName: 'Toko Kue Sari' });
    await verifyEmail(server, account.email);
    const jar = await signIn(server, account);
    const owner = await findUser(account.email);
    const [payment] = json<{ id: string; amount: number; subscription_id: string }[]>(
      await request(server, jar, { method: 'GET', url: '/api/payments' }),
    );
    if (!payment) throw new Error('registration opened no order');
    expect((await submitPayment(server, jar, payment.id)).statusCode).toBe(200);
    const confirmed = await post(admin, `/api/admin/payments/${payment.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const invoice = json<{ invoice_number: string }>(confirmed).invoice_number;
    const renamed = await request(server, jar, {
      method: 'PUT',
      url: '/api/team/business',
      payload: { name: 'Toko Kue Sari Jaya' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const owned = { user_id: owner.id, email: account.email, business_name: 'Toko Kue Sari Jaya' };
    const paid = await get<AuditPage>(admin, `/api/admin/audit?entityId=${payment.id}`);
    expect(paid.items.map((e) => e.action)).toEqual(['payment.confirmed', 'payment.submitted']);
    for (const entry of paid.items) {
      expect(entry.target).toEqual({
        ...owned,
        package: 'pro',
        amount: payment.amount,
        invoice_number: invoice,
      });
      // Kept as it was: the e-mail of a user the entry is about, none for a payment.
      expect(entry.target_email).toBeNull();
    }
    const subscription = await get<AuditPage>(
      admin,
      `/api/admin/audit?entityType=subscription&entityId=${payment.subscription_id}`,
    );
    expect(subscription.items.map((e) => e.action)).toEqual(['subscription.paid']);
    expect(subscription.items[0]?.target).toEqual({
      ...owned,
      package: 'pro',
      amount: null,
      invoice_number: null,
    });
    const business = await get<AuditPage>(
      admin,
      `/api/admin/audit?action=business.rename&actor=${encodeURIComponent(account.email)}`,
    );
    expect(business.items[0]?.target).toEqual({
      ...owned,
      package: null,
      amount: null,
      invoice_number: null,
    });

    // The account goes, and its business, subscription and payment with it: the entries stay,
    // with what they recorded, and name no target.
    const deleted = await request(server, jar, {
      method: 'POST',
      url: '/api/auth/delete-account',
      payload: { password: account.password, confirmation: account.email },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await get<AuditPage>(admin, `/api/admin/audit?entityId=${payment.id}`);
    expect(gone.items.map((e) => [e.entity_id, e.target])).toEqual([
      [payment.id, null],
      [payment.id, null],
    ]);
    expect(gone.items[0]?.after).toMatchObject({ amount: payment.amount, invoice_number: invoice });
    // A first payment's subscription entry recorded its plan and the amount paid when written.
    const activation = await get<AuditPage>(
      admin,
      `/api/admin/audit?entityType=subscription&entityId=${payment.subscription_id}`,
    );
    expect(activation.items[0]?.target).toBeNull();
    expect(activation.items[0]?.after).toMatchObject({
      status: 'active',
      package: 'pro',
      amount: payment.amount,
      payment_id: payment.id,
    });

    // The owner renamed the business and is gone now: the entry names them as they were, and
    // says the account was deleted, where it said "System" before.
    const renames = await get<AuditPage>(admin, '/api/admin/audit?action=business.rename');
    const rename = renames.items.find(
      (e) => (e.after as { name?: string } | null)?.name === 'Toko Kue Sari Jaya',
    );
    expect(rename).toMatchObject({
      actor_id: null,
      actor_email: account.email,
      actor_kind: 'deleted_user',
    });
    // The admin who confirmed is still here.
    expect(gone.items[0]).toMatchObject({ actor_kind: 'user' });
    expect(gone.items[0]?.actor_email).not.toBeNull();
  });

  it('tells a user deleted before e-mails were kept from the system', async () => {
    const db = server.db.db;
    const at = new Date('2001-02-03T04:05:06Z');
    for (const action of ['business.rename', 'subscription.expired']) {
      await writeAudit(db, {
        actorId: null,
        action,
        entityType: action.split('.')[0] === 'business' ? 'business' : 'subscription',
        entityId: randomUUID(),
        before: null,
        after: null,
        createdAt: at,
      });
    }
    const old = await get<AuditPage>(
      admin,
      '/api/admin/audit?from=2001-02-03T00:00:00Z&to=2001-02-04T00:00:00Z',
    );
    expect(
      Object.fromEntries(old.items.map((e) => [e.action, [e.actor_email, e.actor_kind]])),
    ).toEqual({
      'business.rename': [null, 'deleted_user'],
      'subscription.expired': [null, 'system'],
    });
  });
});
