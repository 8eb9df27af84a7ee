import { schema } from '@balasin/db';
import { listEmailsTo } from '@balasin/db/testing';
import { DEFAULT_OPERATOR_SETTINGS, formatRupiah, messages } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json, registration, request, signIn } from './helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const post = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates the user, their business and a pending subscription without dates; answers 201', async () => {
    const body = registration({ email: 'Sari@Example.com', whatsappNumber: '+62 812-3456-7890' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const answer = json<{ user: Record<string, unknown>; message: string }>(response);
    expect(answer.message).toBe(messages.registered);
    expect(answer.user).toMatchObject({
      email: 'sari@example.com',
      name: body.name,
      role: 'user',
      businessName: body.businessName,
      whatsappNumber: '+6281234567890',
      emailVerified: false,
    });
    // Registration does not sign anyone in.
    expect(response.headers['set-cookie']).toBeUndefined();

    const { db } = server.db;
    const [business] = await db
      .select()
      .from(schema.businesses)
      .where(eq(schema.businesses.ownerId, answer.user.id as string));
    expect(business?.name).toBe(body.businessName);
    const subscriptions = await db
      .select()
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.businessId, business?.id as string));
    expect(subscriptions).toMatchObject([
      { package: 'lite', status: 'pending', startDate: null, endDate: null },
    ]);
  });

  it('stores the verification e-mail with the link, the amount with its code and both bank accounts in the outbox', async () => {
    const body = registration();
    const { payment } = json<{ payment: { amount: number; unique_code: number } }>(
      await post(body),
    );
    expect(payment.unique_code).toBeGreaterThanOrEqual(1);
    expect(payment.amount).toBe(349_500 + payment.unique_code);
    const [mail] = await listEmailsTo(server.db.db, body.email);
    // No language given: the account's default, English.
    expect(mail?.subject).toContain('Verify your e-mail');
    expect(mail?.text).toMatch(
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w-]{20,}/,
    );
    for (const account of DEFAULT_OPERATOR_SETTINGS.bankAccounts) {
      expect(mail?.text).toContain(account.accountNumber);
      expect(mail?.html).toContain(account.accountNumber);
    }
    expect(mail?.text).toContain(formatRupiah(payment.amount));
    expect(server.mails.at(-1)?.to).toBe(body.email);
  });

  it('writes the verification e-mail in the language the visitor registered in, also when resent', async () => {
    const english = registration({ locale: 'en' });
    await post(english);
    const [inEnglish] = await listEmailsTo(server.db.db, english.email);
    expect(inEnglish?.subject).toBe('Verify your e-mail and how to pay for Balasin');
    expect(inEnglish?.text).toContain('Hello Budi Santoso,');
    expect(inEnglish?.text).toContain('Thank you for registering Toko Budi with Balasin.');
    expect(inEnglish?.text).toContain('Amount to transfer');
    expect(inEnglish?.text).toContain(' WIB');
    expect(inEnglish?.text).not.toMatch(/Terima kasih|Jumlah transfer|Halo/);

    const indonesian = registration({ locale: 'id' });
    await post(indonesian);
    const [inIndonesian] = await listEmailsTo(server.db.db, indonesian.email);
    expect(inIndonesian?.subject).toBe('Verifikasi email dan instruksi pembayaran Balasin');
    expect(inIndonesian?.text).toContain('Halo Budi Santoso,');
    expect(inIndonesian?.text).toContain('Jumlah transfer');
    expect(inIndonesian?.text).not.toMatch(/Thank you|Amount to transfer|Hello/);

    // The language is the account's: the dashboard speaks it, and the e-mail sent again too.
    const jar = await signIn(server, indonesian);
    const user = await request(server, jar, { method: 'GET', url: '/api/auth/user' });
    expect(json<{ user: { locale: string } }>(user).user.locale).toBe('id');
    server.advance(61);
    try {
      const resent = await request(server, jar, {
        method: 'POST',
        url: '/api/auth/resend-verification',
      });
      expect(resent.statusCode).toBe(200);
      expect(server.mails.findLast((mail) => mail.to === indonesian.email)?.subject).toBe(
        'Verifikasi email dan instruksi pembayaran Balasin',
      );
    } finally {
      server.advance(-61);
    }
  });

  it('verifies the e-mail through the link, once, and redirects to the login page', async () => {
    const body = registration();
    await post(body);
    const [mail] = await listEmailsTo(server.db.db, body.email);
    const link = new URL(mail?.text.match(/http\S+verify-email\S+/)?.[0] as string);

    const first = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/login?verified=1');
    const jar = await signIn(server, body);
    const user = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: jar.header() },
    });
    expect(json<{ user: { emailVerified: boolean } }>(user).user.emailVerified).toBe(true);

    const again = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login?verified=0');
  });

  it('ignores extra fields such as role, status or owner_id', async () => {
    const body = registration({ role: 'admin', status: 'active', owner_id: 'x', business_id: 'y' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expect(json<{ user: { role: string } }>(response).user.role).toBe('user');
    const jar = await signIn(server, body);
    const check = await server.app.inject({
      method: 'GET',
      url: '/api/auth/check-admin',
      headers: { cookie: jar.header() },
    });
    expect(check.statusCode).toBe(403);
    const subs = await server.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: { cookie: jar.header() },
    });
    expect(json<{ status: string }[]>(subs).map((s) => s.status)).toEqual(['pending']);
  });

  it('answers 400 for a verification call without a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/auth/verify-email' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 409 with "already registered" for a taken e-mail, whatever its case', async () => {
    const body = registration();
    expect((await post(body)).statusCode).toBe(201);
    const again = await post({ ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe(messages.emailAlreadyRegistered);
    expect(json(again).error).toContain('already registered');
    expect(json(again).code).toBe('CONFLICT');
  });

  it('lets exactly one of two racing registrations of one e-mail through', async () => {
    const body = registration();
    const statuses = (await Promise.all([post(body), post(body)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
  });

  it.each([
    ['name', { name: '' }, messages.nameRequired],
    ['email', { email: 'nope' }, messages.emailInvalid],
    ['password', { password: 'short' }, messages.passwordTooShort],
    ['password', { password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    ['businessName', { businessName: '   ' }, messages.businessNameRequired],
    [
      'businessName',
      { businessName: 'b'.repeat(121) },
      'Business name must be at most 120 characters',
    ],
    ['whatsappNumber', { whatsappNumber: '0812345' }, messages.invalidNumber],
    ['whatsappNumber', { whatsappNumber: '+1234567890123456' }, messages.invalidNumber],
    ['whatsappNumber', { whatsappNumber: '+62 812 3456 7890 1234 5' }, messages.invalidNumber],
    ['packageType', { packageType: 'gold' }, undefined],
  ])('rejects a bad %s with 400', async (_field, override, message) => {
    const response = await post(registration(override));
    expect(response.statusCode).toBe(400);
    if (message) expect(json(response).error).toBe(message);
    expect(json(response).code).toBe('BAD_REQUEST');
  });
});
