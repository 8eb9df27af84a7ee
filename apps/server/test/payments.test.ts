import type { MediaStore } from '@balasin/api';
import { schema } from '@balasin/db';
import { listAuditFor, listEmailsTo } from '@balasin/db/testing';
import { PAYMENT_RULES, paymentMessages, verificationMessages } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';
import {
  adminJar,
  type CookieJar,
  createTestServer,
  json,
  register,
  request,
  signIn,
  type TestServer,
  verifyEmail,
} from './helpers.ts';
import { PAID, PNG, submitPayment } from './payment-helpers.ts';

type Payment = {
  id: string;
  status: string;
  amount: number;
  base_amount: number;
  unique_code: number;
  deadline: string;
  subscription_id: string;
  proof: { type: string; size: number; filename: string; url: string } | null;
  rejection_reason: string | null;
  invoice_number: string | null;
  invoice_url: string | null;
};

/** The memory store, counting what is in it, so a refused proof can be shown to leave nothing. */
const countingStore = () => {
  const store = createMemoryMediaStore();
  const keys = new Set<string>();
  const counted: MediaStore = {
    put: async (key, bytes) => {
      await store.put(key, bytes);
      keys.add(key);
    },
    get: (key) => store.get(key),
    delete: async (key) => {
      await store.delete(key);
      keys.delete(key);
    },
  };
  return { store: counted, keys };
};

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let server: TestServer;
let admin: CookieJar;
let files: ReturnType<typeof countingStore>;

beforeAll(async () => {
  files = countingStore();
  server = await createTestServer({ media: { store: files.store } });
  admin = await adminJar(server);
});
afterAll(() => server.close());

/** A registered, signed-in owner (e-mail verified unless told) and the order registration opened. */
const owner = async (options: { verified?: boolean } = {}) => {
  const account = await register(server);
  if (options.verified ?? true) await verifyEmail(server, account.email);
  const jar = await signIn(server, account);
  const [payment] = json<Payment[]>(
    await request(server, jar, { method: 'GET', url: '/api/payments' }),
  );
  if (!payment) throw new Error('registration opened no order');
  return { account, jar, payment };
};

const confirm = (id: string, jar = admin) =>
  request(server, jar, { method: 'POST', url: `/api/admin/payments/${id}/confirm` });

describe('payment orders', () => {
  it('registration opens an order: the price plus a unique code, due in 72 hours', async () => {
    const { payment } = await owner();
    expect(payment.status).toBe('awaiting_payment');
    expect(payment.base_amount).toBe(349_500);
    expect(payment.unique_code).toBeGreaterThanOrEqual(PAYMENT_RULES.uniqueCodeMin);
    expect(payment.unique_code).toBeLessThanOrEqual(PAYMENT_RULES.uniqueCodeMax);
    expect(payment.amount).toBe(349_500 + payment.unique_code);
    const hours = (new Date(payment.deadline).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
  });

  it('gives every open order its own code, also when many are opened at once', async () => {
    const registered = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            name: 'Sari',
            email: `sari.${Math.random().toString(36).slice(2)}@example.com`,
            password: 'rahasia123',
            businessName: 'Warung Sari',
            whatsappNumber: '+6281234567890',
            packageType: 'lite',
          },
        }),
      ),
    );
    expect(registered.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const open = await server.db.db
      .select({ code: schema.paymentOrders.uniqueCode, status: schema.paymentOrders.status })
      .from(schema.paymentOrders);
    const codes = open.filter((o) => o.status !== 'expired').map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('expires an unpaid order at its deadline and opens a new one on request', async () => {
    const { account, payment } = await owner();
    server.advance(PAYMENT_RULES.deadlineHours * 3600 + 60);
    try {
      // Three days on, the session from before has lapsed: sign in again.
      const jar = await signIn(server, account);
      const [expired] = json<Payment[]>(
        await request(server, jar, { method: 'GET', url: '/api/payments' }),
      );
      expect(expired?.status).toBe('expired');
      const late = await submitPayment(server, jar, payment.id);
      expect(late.statusCode).toBe(409);
      expect(json(late).error).toBe(paymentMessages.expired);
      const fresh = await request(server, jar, {
        method: 'POST',
        url: '/api/payments',
        payload: { subscription_id: payment.subscription_id },
      });
      expect(fresh.statusCode).toBe(200);
      const next = json<Payment>(fresh);
      expect(next.id).not.toBe(payment.id);
      expect(next.status).toBe('awaiting_payment');
      // Asking again answers the same open order.
      const again = await request(server, jar, {
        method: 'POST',
        url: '/api/payments',
        payload: { subscription_id: payment.subscription_id },
      });
      expect(json<Payment>(again).id).toBe(next.id);
    } finally {
      server.advance(-(PAYMENT_RULES.deadlineHours * 3600 + 60));
    }
  });
});

describe('I have paid', () => {
  it('takes the bank, the sender and a proof, checked by its content, and mails a receipt', async () => {
    const { account, jar, payment } = await owner();
    const response = await submitPayment(server, jar, payment.id, {
      ...PAID,
      proof: { bytes: PDF, name: 'mutasi.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(200);
    const submitted = json<Payment>(response);
    expect(submitted.status).toBe('submitted');
    expect(submitted.proof).toMatchObject({ type: 'application/pdf', filename: 'mutasi.pdf' });
    const proof = await server.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}/proof`,
      headers: { cookie: jar.header() },
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect(proof.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mails = await listEmailsTo(server.db.db, account.email);
    expect(mails.at(-1)?.subject).toContain('Bukti transfer diterima');
  });

  it('refuses a file whose name and type lie about its content, and keeps nothing', async () => {
    const { jar, payment } = await owner();
    const before = files.keys.size;
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const response = await submitPayment(server, jar, payment.id, {
      ...PAID,
      proof: { bytes: html, name: 'bukti.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: paymentMessages.proofWrongType,
      code: 'BAD_REQUEST',
    });
    expect(files.keys.size).toBe(before);
    const [unchanged] = json<Payment[]>(
      await request(server, jar, { method: 'GET', url: '/api/payments' }),
    );
    expect(unchanged?.status).toBe('awaiting_payment');
  });

  it('refuses a proof over the size limit, and a body far over it before reading it', async () => {
    const { jar, payment } = await owner();
    const before = files.keys.size;
    const big = new Uint8Array(PAYMENT_RULES.proofMaxBytes + 1);
    big.set(PNG);
    const over = await submitPayment(server, jar, payment.id, {
      ...PAID,
      proof: { bytes: big, name: 'big.png', type: 'image/png' },
    });
    expect(over.statusCode).toBe(400);
    expect(json(over).error).toBe(paymentMessages.proofTooLarge);
    const huge = new Uint8Array(PAYMENT_RULES.proofMaxBytes + 100 * 1024);
    huge.set(PNG);
    const far = await submitPayment(server, jar, payment.id, {
      ...PAID,
      proof: { bytes: huge, name: 'huge.png', type: 'image/png' },
    });
    expect(far.statusCode).toBe(413);
    expect(json(far)).toMatchObject({
      error: paymentMessages.proofTooLarge,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(files.keys.size).toBe(before);
  }, 120_000);

  it('asks for the missing fields and refuses a body that is not a form', async () => {
    const { jar, payment } = await owner();
    const noProof = await submitPayment(server, jar, payment.id, {
      bank: 'BCA',
      payer_name: 'Budi',
    });
    expect(noProof.statusCode).toBe(400);
    expect(json(noProof).error).toBe(paymentMessages.proofRequired);
    const noName = await submitPayment(server, jar, payment.id, { bank: 'BCA', proof: PAID.proof });
    expect(json(noName).error).toBe(paymentMessages.payerNameRequired);
    const asJson = await request(server, jar, {
      method: 'POST',
      url: `/api/payments/${payment.id}/submission`,
      payload: PAID,
    });
    expect(asJson.statusCode).toBe(415);
    expect(json(asJson).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('access', () => {
  it("hides another owner's payment, proof and invoice behind 404", async () => {
    const first = await owner();
    const second = await owner();
    await submitPayment(server, first.jar, first.payment.id);
    for (const url of [
      `/api/payments/${first.payment.id}`,
      `/api/payments/${first.payment.id}/proof`,
      `/api/payments/${first.payment.id}/invoice`,
      '/api/payments/not-a-uuid',
    ]) {
      const response = await request(server, second.jar, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await submitPayment(server, second.jar, first.payment.id)).statusCode).toBe(404);
    const theirs = await request(server, second.jar, {
      method: 'POST',
      url: '/api/payments',
      payload: { subscription_id: first.payment.subscription_id },
    });
    expect(theirs.statusCode).toBe(404);
    const mine = json<Payment[]>(
      await request(server, second.jar, { method: 'GET', url: '/api/payments' }),
    );
    expect(mine.map((p) => p.id)).toEqual([second.payment.id]);
  });

  it('keeps the queue, the reviews and the settings to admins (403), and signed-out callers out (401)', async () => {
    const { jar, payment } = await owner();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/payments' },
      { method: 'POST' as const, url: `/api/admin/payments/${payment.id}/confirm` },
      {
        method: 'POST' as const,
        url: `/api/admin/payments/${payment.id}/reject`,
        payload: { reason: 'not yet received' },
      },
      { method: 'GET' as const, url: '/api/admin/settings' },
    ];
    for (const call of calls) {
      expect((await request(server, jar, call)).statusCode, call.url).toBe(403);
      expect((await request(server, undefined, call)).statusCode, call.url).toBe(401);
    }
    const [still] = json<Payment[]>(
      await request(server, jar, { method: 'GET', url: '/api/payments' }),
    );
    expect(still?.status).toBe('awaiting_payment');
  });
});

describe('admin review', () => {
  it('confirms once when two admins confirm at once: one subscription activation, one invoice', async () => {
    const { account, jar, payment } = await owner();
    await submitPayment(server, jar, payment.id);
    const second = admin.clone();
    const answers = await Promise.all([confirm(payment.id, admin), confirm(payment.id, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const conflict = answers.find((a) => a.statusCode === 409);
    expect(conflict && json(conflict).error).toBe(paymentMessages.alreadyConfirmed);

    const invoices = await server.db.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.paymentOrderId, payment.id));
    expect(invoices).toHaveLength(1);
    const activations = (
      await listAuditFor(server.db.db, 'subscription', payment.subscription_id)
    ).filter((entry) => entry.action === 'subscription.paid');
    expect(activations).toHaveLength(1);
    const [subscription] = json<{ status: string; start_date: string; end_date: string }[]>(
      await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
    );
    expect(subscription?.status).toBe('active');
    const years =
      (new Date(subscription?.end_date ?? 0).getTime() -
        new Date(subscription?.start_date ?? 0).getTime()) /
      (365 * 86400_000);
    expect(years).toBeGreaterThan(0.99);
    expect(years).toBeLessThan(1.01);

    const confirmed = json<Payment>(
      await request(server, jar, { method: 'GET', url: `/api/payments/${payment.id}` }),
    );
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.invoice_number).toMatch(/^INV\/\d{4}\/\d{5}$/);
    const pdf = await request(server, jar, { method: 'GET', url: confirmed.invoice_url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const mail = (await listEmailsTo(server.db.db, account.email)).at(-1);
    expect(mail?.subject).toContain(confirmed.invoice_number ?? 'missing');
    const attachments = await server.db.db
      .select()
      .from(schema.emailAttachments)
      .where(eq(schema.emailAttachments.emailId, mail?.id ?? ''));
    expect(attachments).toMatchObject([{ contentType: 'application/pdf' }]);
    expect(
      Buffer.from(attachments[0]?.content ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await listAuditFor(server.db.db, 'payment', payment.id)).map((e) => e.action)).toEqual([
      'payment.submitted',
      'payment.confirmed',
    ]);
  });

  it('numbers invoices one after another within the year', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { jar, payment } = await owner();
      await submitPayment(server, jar, payment.id);
      numbers.push(json<Payment>(await confirm(payment.id)).invoice_number ?? '');
    }
    const sequences = numbers.map((n) => Number(n.split('/')[2]));
    expect(sequences[1]).toBe((sequences[0] ?? 0) + 1);
    expect(sequences[2]).toBe((sequences[0] ?? 0) + 2);
    const all = await server.db.db
      .select({ year: schema.invoices.year, sequence: schema.invoices.sequence })
      .from(schema.invoices);
    const year = Number(numbers[0]?.split('/')[1]);
    const used = all
      .filter((i) => i.year === year)
      .map((i) => i.sequence)
      .sort((a, b) => a - b);
    expect(used).toEqual(used.map((_, index) => index + 1));
  });

  it('rejects with a reason, mails it, and lets the owner submit again', async () => {
    const { account, jar, payment } = await owner();
    const early = await request(server, admin, {
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/reject`,
      payload: { reason: 'Nothing received yet' },
    });
    expect(early.statusCode).toBe(409);
    await submitPayment(server, jar, payment.id);
    const short = await request(server, admin, {
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/reject`,
      payload: { reason: 'no' },
    });
    expect(short.statusCode).toBe(400);
    const reason = 'Transfer Rp 349.500 tanpa kode unik belum kami temukan';
    const rejected = await request(server, admin, {
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/reject`,
      payload: { reason },
    });
    expect(rejected.statusCode).toBe(200);
    expect(json<Payment>(rejected)).toMatchObject({ status: 'rejected', rejection_reason: reason });
    const mail = (await listEmailsTo(server.db.db, account.email)).at(-1);
    expect(mail?.subject).toContain('perlu diperbaiki');
    expect(mail?.text).toContain(reason);

    const again = await submitPayment(server, jar, payment.id, {
      ...PAID,
      proof: { bytes: PDF, name: 'bukti-2.pdf', type: 'application/pdf' },
    });
    expect(again.statusCode).toBe(200);
    expect(json<Payment>(again).status).toBe('submitted');
    expect((await confirm(payment.id)).statusCode).toBe(200);
  });

  it('pages and filters the queue; an amount finds its order', async () => {
    const { jar, payment } = await owner();
    await submitPayment(server, jar, payment.id);
    const byAmount = json<{ items: Payment[]; total: number }>(
      await request(server, admin, {
        method: 'GET',
        url: `/api/admin/payments?q=${payment.amount.toLocaleString('id-ID')}&status=submitted`,
      }),
    );
    expect(byAmount.items.map((p) => p.id)).toEqual([payment.id]);
    // An amount no order can have (past PostgreSQL's integer) finds nothing, it is no error.
    const huge = await request(server, admin, {
      method: 'GET',
      url: '/api/admin/payments?q=99999999999',
    });
    expect(huge.statusCode).toBe(200);
    expect(json<{ total: number }>(huge).total).toBe(0);
    const page = json<{ items: Payment[]; total: number; pageCount: number; pageSize: number }>(
      await request(server, admin, { method: 'GET', url: '/api/admin/payments?pageSize=2&page=1' }),
    );
    expect(page.items).toHaveLength(2);
    expect(page.pageCount).toBe(Math.ceil(page.total / 2));
    const proof = await request(server, admin, {
      method: 'GET',
      url: `/api/payments/${payment.id}/proof`,
    });
    expect(proof.statusCode).toBe(200);
  });
});

describe('e-mail verification before "I have paid"', () => {
  const resend = (jar?: CookieJar) =>
    request(server, jar, { method: 'POST', url: '/api/auth/resend-verification' });

  it('refuses the proof until the owner has verified the address, and keeps nothing', async () => {
    const { account, jar, payment } = await owner({ verified: false });
    const before = files.keys.size;
    const refused = await submitPayment(server, jar, payment.id);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      error: paymentMessages.emailNotVerified,
      code: 'FORBIDDEN',
    });
    expect(files.keys.size).toBe(before);
    await verifyEmail(server, account.email);
    const taken = await submitPayment(server, jar, payment.id);
    expect(taken.statusCode).toBe(200);
    expect(json<Payment>(taken).status).toBe('submitted');
  });

  it('resends the verification e-mail at most once a minute, with a working link', async () => {
    const { account, jar, payment } = await owner({ verified: false });
    expect((await resend()).statusCode).toBe(401);
    // The registration e-mail has just gone: a minute must pass.
    const early = await resend(jar);
    expect(early.statusCode).toBe(429);
    expect(json(early)).toMatchObject({
      error: verificationMessages.tooSoon,
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);
    server.advance(61);
    try {
      const mailsBefore = server.mails.length;
      // Two presses at once: one e-mail, one refusal.
      const both = await Promise.all([resend(jar), resend(jar.clone())]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
      const sent = both.find((r) => r.statusCode === 200) ?? both[0];
      if (!sent) throw new Error('no answer');
      expect(server.mails.slice(mailsBefore).filter((m) => m.to === account.email)).toHaveLength(1);
      expect(json(sent)).toEqual({ sent: true, message: verificationMessages.resent });
      const mail = server.mails.slice(mailsBefore).find((m) => m.to === account.email);
      expect(mail?.subject).toContain('Verify your e-mail');
      // The same e-mail as at registration: the open order's amount is in it.
      expect(mail?.text).toContain(payment.amount.toLocaleString('id-ID'));
      await verifyEmail(server, account.email);
      const done = await resend(jar);
      expect(done.statusCode).toBe(409);
      expect(json(done).error).toBe(verificationMessages.alreadyVerified);
    } finally {
      server.advance(-61);
    }
  });

  it('sends at most five an hour, the registration e-mail included', async () => {
    const { jar } = await owner({ verified: false });
    let moved = 0;
    try {
      for (let sent = 1; sent < 5; sent++) {
        server.advance(61);
        moved += 61;
        expect((await resend(jar)).statusCode).toBe(200);
      }
      server.advance(61);
      moved += 61;
      const sixth = await resend(jar);
      expect(sixth.statusCode).toBe(429);
      expect(json(sixth).error).toBe(verificationMessages.hourlyLimit);
      // Free again an hour after the registration e-mail.
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3600 - moved - 5);
      expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600 - moved + 5);
    } finally {
      server.advance(-moved);
    }
  });
});

describe('confirming only what was submitted', () => {
  it('refuses an order still awaiting the transfer (409), and activates nothing', async () => {
    const { jar, payment } = await owner();
    const refused = await confirm(payment.id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({
      error: paymentMessages.notConfirmable('awaiting_payment'),
      code: 'CONFLICT',
    });
    const [subscription] = json<{ status: string }[]>(
      await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
    );
    expect(subscription?.status).toBe('pending');
    const invoices = await server.db.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.paymentOrderId, payment.id));
    expect(invoices).toHaveLength(0);
  });

  it('refuses a rejected order until the owner sends a proof again', async () => {
    const { jar, payment } = await owner();
    await submitPayment(server, jar, payment.id);
    await request(server, admin, {
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/reject`,
      payload: { reason: 'Nothing received yet' },
    });
    const refused = await confirm(payment.id);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toBe(paymentMessages.notConfirmable('rejected'));
  });

  it('refuses an order that expired unpaid', async () => {
    const { payment } = await owner();
    const hours = PAYMENT_RULES.deadlineHours * 3600 + 60;
    server.advance(hours);
    try {
      // The admin's session from before has lapsed too.
      const refused = await confirm(payment.id, await adminJar(server));
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error).toBe(paymentMessages.notConfirmable('expired'));
    } finally {
      server.advance(-hours);
    }
  });

  it('refuses an order already confirmed', async () => {
    const { jar, payment } = await owner();
    await submitPayment(server, jar, payment.id);
    expect((await confirm(payment.id)).statusCode).toBe(200);
    const again = await confirm(payment.id);
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe(paymentMessages.alreadyConfirmed);
  });
});

describe('operator settings', () => {
  it('starts with the seeded accounts, and an admin change shows publicly and is audited', async () => {
    const seeded = json<{ bankAccounts: { bank: string }[] }>(
      await request(server, undefined, { method: 'GET', url: '/api/operator' }),
    );
    expect(seeded.bankAccounts.map((a) => a.bank)).toEqual(['BCA', 'Mandiri']);
    const next = {
      companyName: 'PT Balasin Nusantara',
      companyAddress: 'Jl. Sudirman 1, Jakarta',
      companyTaxId: '01.234.567.8-901.000',
      supportEmail: 'Halo@Balasin.id',
      supportWhatsapp: '6281299990000',
      bankAccounts: [
        { bank: 'BNI', accountNumber: '0123 456 789', accountHolder: 'PT Balasin Nusantara' },
      ],
    };
    const saved = await request(server, admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: next,
    });
    expect(saved.statusCode).toBe(200);
    const shown = json<typeof next>(
      await request(server, undefined, { method: 'GET', url: '/api/operator' }),
    );
    expect(shown).toMatchObject({ ...next, supportEmail: 'halo@balasin.id' });
    const audit = await listAuditFor(
      server.db.db,
      'operator_settings',
      '00000000-0000-0000-0000-000000000001',
    );
    expect(audit.at(-1)).toMatchObject({ action: 'operator.settings' });
    const bad = await request(server, admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...next, bankAccounts: [] },
    });
    expect(bad.statusCode).toBe(400);
    const { jar } = await owner();
    expect(
      (await request(server, jar, { method: 'PUT', url: '/api/admin/settings', payload: next }))
        .statusCode,
    ).toBe(403);
  });
});
