import { randomUUID } from 'node:crypto';
import { ensureAdmin } from '@balasin/api';
import { schema } from '@balasin/db';
import { listAuditFor, listEmailsTo } from '@balasin/db/testing';
import { ACCOUNT_AUDIT_ACTIONS, accountMessages } from '@balasin/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminJar,
  type CookieJar,
  json,
  register,
  request,
  signIn,
  verifyEmail,
} from './helpers.ts';
import { messagingClient, until } from './messaging-helpers.ts';
import { submitPayment } from './payment-helpers.ts';
import { joinTeam } from './team-helpers.ts';
import { useTestServer } from './use-test-server.ts';

type Pending = { pending: { email: string; expiresAt: string } | null };

const server = useTestServer();

const messaging = messagingClient(() => server);

const newAddress = () => `baru.${randomUUID().slice(0, 8)}@tokosari.test`;

const ask = (jar: CookieJar, payload: unknown) =>
  request(server, jar, { method: 'POST', url: '/api/auth/user/email-change', payload });

/** The path and query of the newest confirmation link sent to `email`. */
const confirmLink = (email: string) => {
  const mail = server.mails.findLast((sent) => sent.to === email);
  const link = mail?.text.match(/http\S+confirm-email-change\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation e-mail for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const open = (path: string) => server.app.inject({ method: 'GET', url: path });

const me = (jar: CookieJar) => request(server, jar, { method: 'GET', url: '/api/auth/user' });

const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('changing the e-mail address', () => {
  it('mails a link to the new address and a notice to the old one; changes only when the link is opened, once', async () => {
    const account = await register(server);
    const jar = await signIn(server, account);
    const target = newAddress();

    const asked = await ask(jar, { email: target.toUpperCase(), password: account.password });
    expect(asked.statusCode).toBe(202);
    expect(json(asked)).toMatchObject({
      pending: { email: target },
      message: accountMessages.emailChangeSent,
    });

    const [confirmation] = await listEmailsTo(server.db.db, target);
    expect(confirmation?.text).toMatch(/\/api\/auth\/confirm-email-change\?token=[\w-]{20,}/);
    expect(confirmation?.html).toContain('confirm-email-change?token=');
    const notice = (await listEmailsTo(server.db.db, account.email)).at(-1);
    expect(notice?.subject).toContain('Permintaan perubahan alamat email');
    expect(notice?.text).toContain(target);
    expect(notice?.text).not.toContain('confirm-email-change');
    expect(notice?.html).toContain(target);

    // Nothing changed yet: the page shows the pending change, the old address still signs in.
    const pending = await request(server, jar, {
      method: 'GET',
      url: '/api/auth/user/email-change',
    });
    expect(json<Pending>(pending).pending?.email).toBe(target);
    expect(json<{ user: { email: string } }>(await me(jar)).user.email).toBe(account.email);
    expect((await login(account.email, account.password)).statusCode).toBe(200);

    const link = confirmLink(target);
    const first = await open(link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/login?emailChange=changed');
    const after = json<{ user: { email: string; emailVerified: boolean } }>(await me(jar)).user;
    expect(after).toMatchObject({ email: target, emailVerified: true });
    expect((await login(target, account.password)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);

    const again = await open(link);
    expect(again.headers.location).toBe('/login?emailChange=invalid');
    const cleared = await request(server, jar, {
      method: 'GET',
      url: '/api/auth/user/email-change',
    });
    expect(json<Pending>(cleared).pending).toBeNull();

    const [audit] = await listAuditFor(
      server.db.db,
      'user',
      json<{ user: { id: string } }>(await me(jar)).user.id,
    );
    expect(audit).toMatchObject({
      action: ACCOUNT_AUDIT_ACTIONS.emailChange,
      before: { email: account.email },
      after: { email: target },
    });
  });

  it('refuses an expired link, and a cancelled one', async () => {
    const account = await register(server);
    let jar = await signIn(server, account);
    const target = newAddress();
    await ask(jar, { email: target, password: account.password });
    const expired = confirmLink(target);
    server.advance(25 * 3600);
    expect((await open(expired)).headers.location).toBe('/login?emailChange=invalid');
    // A day later the access token has lapsed too: a fresh sign-in, with the old address.
    jar = await signIn(server, account);

    const other = newAddress();
    expect((await ask(jar, { email: other, password: account.password })).statusCode).toBe(202);
    const cancelled = await request(server, jar, {
      method: 'DELETE',
      url: '/api/auth/user/email-change',
    });
    expect(json(cancelled)).toMatchObject({ pending: null });
    expect((await open(confirmLink(other))).headers.location).toBe('/login?emailChange=invalid');
    const twice = await request(server, jar, {
      method: 'DELETE',
      url: '/api/auth/user/email-change',
    });
    expect(twice.statusCode).toBe(404);
    expect(json(twice).error).toBe(accountMessages.noPendingEmailChange);
    expect(json<{ user: { email: string } }>(await me(jar)).user.email).toBe(account.email);
  });

  it('refuses a wrong password, its own address, an address already taken, and a second request within a minute', async () => {
    const account = await register(server);
    const other = await register(server);
    const jar = await signIn(server, account);

    const wrong = await ask(jar, { email: newAddress(), password: 'salah sekali' });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong)).toMatchObject({ error: accountMessages.wrongPassword, code: 'FORBIDDEN' });
    // A wrong password here is no sign-out.
    expect((await me(jar)).statusCode).toBe(200);

    const same = await ask(jar, { email: account.email, password: account.password });
    expect(same.statusCode).toBe(400);
    expect(json(same).error).toBe(accountMessages.sameEmail);

    const taken = await ask(jar, { email: other.email, password: account.password });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toBe(accountMessages.emailTaken);

    const invalid = await ask(jar, { email: 'bukan-alamat', password: account.password });
    expect(invalid.statusCode).toBe(400);

    expect((await ask(jar, { email: newAddress(), password: account.password })).statusCode).toBe(
      202,
    );
    const soon = await ask(jar, { email: newAddress(), password: account.password });
    expect(soon.statusCode).toBe(429);
    expect(json(soon).error).toBe(accountMessages.emailChangeTooSoon);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses at confirmation an address another account took after the request', async () => {
    const account = await register(server);
    const jar = await signIn(server, account);
    const target = newAddress();
    await ask(jar, { email: target, password: account.password });
    const link = confirmLink(target);
    await register(server, { email: target });

    expect((await open(link)).headers.location).toBe('/login?emailChange=taken');
    expect(json<{ user: { email: string } }>(await me(jar)).user.email).toBe(account.email);
  });
});

const del = (jar: CookieJar, payload: unknown) =>
  request(server, jar, { method: 'POST', url: '/api/auth/delete-account', payload });

describe('deleting the account', () => {
  it("as the owner: deletes the business and its data, ends every session (the team's too), keeps the invoices", async () => {
    const admin = await adminJar(server);
    const account = await register(server, { packageType: 'enterprise' });
    await verifyEmail(server, account.email);
    const jar = await signIn(server, account);
    const [payment] = json<{ id: string }[]>(
      await request(server, jar, { method: 'GET', url: '/api/payments' }),
    );
    const submitted = await submitPayment(server, jar, payment?.id as string);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const confirmed = await request(server, admin, {
      method: 'POST',
      url: `/api/admin/payments/${payment?.id}/confirm`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const member = await joinTeam(server, jar, 'agent');

    const added = await request(server, jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number: '+6285712345678', name: 'Toko' },
    });
    const numberId = json<{ id: string }>(added).id;
    const { db } = server.db;
    const businessId = (
      await db
        .select({ id: schema.whatsappNumbers.businessId })
        .from(schema.whatsappNumbers)
        .where(eq(schema.whatsappNumbers.id, numberId))
    )[0]?.id as string;
    const [contact] = await db
      .insert(schema.contacts)
      .values({ businessId, phone: '+6281199988877' })
      .returning({ id: schema.contacts.id });
    const [conversation] = await db
      .insert(schema.conversations)
      .values({ businessId, numberId, contactId: contact?.id as string })
      .returning({ id: schema.conversations.id });
    const key = `${numberId}/${randomUUID()}`;
    await server.media.store.put(key, Buffer.from('a photo'));
    await db.insert(schema.messages).values({
      businessId,
      numberId,
      conversationId: conversation?.id as string,
      contactId: contact?.id as string,
      direction: 'inbound',
      senderKind: 'contact',
      type: 'image',
      media: { key, mime_type: 'image/jpeg', size: 7 },
      status: 'delivered',
    });
    const userId = json<{ user: { id: string } }>(await me(jar)).user.id;
    const [{ proofKey } = { proofKey: null }] = await db
      .select({ proofKey: schema.paymentOrders.proofKey })
      .from(schema.paymentOrders)
      .where(eq(schema.paymentOrders.businessId, businessId));
    expect(await server.media.store.get(proofKey as string)).not.toBeNull();

    const mismatch = await del(jar, { password: account.password, confirmation: 'hapus' });
    expect(mismatch.statusCode).toBe(400);
    expect(json(mismatch).error).toBe(accountMessages.confirmationMismatch);
    const wrong = await del(jar, { password: 'salah sekali', confirmation: account.email });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).error).toBe(accountMessages.wrongPassword);
    expect((await me(jar)).statusCode).toBe(200);

    const deleted = await del(jar, {
      password: account.password,
      confirmation: ` ${account.email.toUpperCase()} `,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted)).toMatchObject({ deleted: true, message: accountMessages.accountDeleted });
    expect(deleted.cookies.every((cookie) => cookie.value === '' || cookie.maxAge === 0)).toBe(
      true,
    );

    // The old session, the member's session and the password all stop working.
    expect((await me(jar)).statusCode).toBe(401);
    expect((await me(member.jar)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);

    expect(await db.select().from(schema.users).where(eq(schema.users.id, userId))).toEqual([]);
    expect(
      await db.select().from(schema.businesses).where(eq(schema.businesses.id, businessId)),
    ).toEqual([]);
    const left = (table: typeof schema.contacts | typeof schema.conversations) =>
      db.select({ n: count() }).from(table).where(eq(table.businessId, businessId));
    for (const rows of [
      await left(schema.contacts),
      await left(schema.conversations),
      await db
        .select({ n: count() })
        .from(schema.messages)
        .where(eq(schema.messages.businessId, businessId)),
      await db
        .select({ n: count() })
        .from(schema.whatsappNumbers)
        .where(eq(schema.whatsappNumbers.businessId, businessId)),
      await db
        .select({ n: count() })
        .from(schema.subscriptions)
        .where(eq(schema.subscriptions.businessId, businessId)),
      await db
        .select({ n: count() })
        .from(schema.paymentOrders)
        .where(eq(schema.paymentOrders.businessId, businessId)),
      await db
        .select({ n: count() })
        .from(schema.memberships)
        .where(eq(schema.memberships.businessId, businessId)),
    ]) {
      expect(rows).toEqual([{ n: 0 }]);
    }
    expect(await server.media.store.get(key)).toBeNull();
    expect(await server.media.store.get(proofKey as string)).toBeNull();

    // The invoice stays for the tax records, with whom it was issued to.
    const kept = await db
      .select()
      .from(schema.invoices)
      .where(
        eq(schema.invoices.number, json<{ invoice_number: string }>(confirmed).invoice_number),
      );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      paymentOrderId: null,
      customer: { email: account.email, businessName: account.businessName },
    });

    const [audit] = await listAuditFor(db, 'user', userId);
    expect(audit).toMatchObject({
      action: ACCOUNT_AUDIT_ACTIONS.deleteAccount,
      actorId: null,
      before: { email: account.email, role: 'user' },
    });
  });

  it('as the owner: a connected WhatsApp number is logged out, and its session ends', async () => {
    const { jar, numberId, email } = await messaging.connectedNumber();
    expect(server.engine.engine?.connectionOf(numberId)).toBeDefined();
    const deleted = await del(jar, { password: 'rahasia123', confirmation: email });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await until('session closed', async () =>
      server.engine.engine?.connectionOf(numberId) === undefined ? true : undefined,
    );
    expect(
      await server.db.db
        .select()
        .from(schema.whatsappAuthKeys)
        .where(eq(schema.whatsappAuthKeys.numberId, numberId)),
    ).toEqual([]);
  });

  it('as a team member: leaves the business, which keeps its data and its owner', async () => {
    const account = await register(server, { packageType: 'enterprise' });
    await verifyEmail(server, account.email);
    const ownerJar = await signIn(server, account);
    const admin = await adminJar(server);
    const [subscription] = json<{ id: string }[]>(
      await request(server, ownerJar, { method: 'GET', url: '/api/subscriptions' }),
    );
    await request(server, admin, {
      method: 'PUT',
      url: `/api/subscriptions/${subscription?.id}/status`,
      payload: { status: 'active' },
    });
    const agent = await joinTeam(server, ownerJar, 'agent');

    const deleted = await del(agent.jar, { password: 'rahasia123', confirmation: agent.email });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await me(agent.jar)).statusCode).toBe(401);

    expect((await me(ownerJar)).statusCode).toBe(200);
    const team = json<{ members: { email: string }[] }>(
      await request(server, ownerJar, { method: 'GET', url: '/api/team' }),
    );
    expect(team.members.map((m) => m.email)).toEqual([account.email]);
    const subscriptions = await request(server, ownerJar, {
      method: 'GET',
      url: '/api/subscriptions',
    });
    expect(json<unknown[]>(subscriptions)).toHaveLength(1);
  });

  it('refuses the last platform admin, and lets an admin go while another remains', async () => {
    const only = await adminJar(server);
    const refused = await del(only, {
      password: 'admin-password',
      confirmation: 'admin@balasin.test',
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toBe(accountMessages.lastAdmin);
    expect((await me(only)).statusCode).toBe(200);

    await ensureAdmin(server.db.db, 'kedua@balasin.test', 'admin-password-2');
    const second = await signIn(server, {
      email: 'kedua@balasin.test',
      password: 'admin-password-2',
    });
    const gone = await del(second, {
      password: 'admin-password-2',
      confirmation: 'kedua@balasin.test',
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
  });
});
