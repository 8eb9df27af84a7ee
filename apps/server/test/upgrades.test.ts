import { inflateSync } from 'node:zlib';
import { sendRenewalReminders } from '@balasin/api';
import { schema } from '@balasin/db';
import { listAuditFor, listEmailsTo } from '@balasin/db/testing';
import { formatRupiah, messages, paymentMessages } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminJar,
  type CookieJar,
  customer,
  json,
  request,
  setSubscriptionEnd,
  signIn,
  verifyEmail,
} from './helpers.ts';
import { submitPayment } from './payment-helpers.ts';
import { useTestServer } from './use-test-server.ts';

type Payment = {
  id: string;
  kind: string;
  package: string;
  status: string;
  base_amount: number;
  credit_amount: number;
  credit_days: number;
  credit_extra_days: number;
  paid_by_credit: boolean;
  unique_code: number;
  amount: number;
  subscription_id: string;
  invoice_number: string | null;
  invoice_url: string | null;
};
type Subscription = {
  id: string;
  package: string;
  status: string;
  start_date: string;
  end_date: string;
};

const DAY_S = 86_400;

const server = useTestServer();

/** An owner whose running subscription on `packageType` ends `endsInSeconds` from the clock. */
const ownerOn = async (packageType: 'lite' | 'pro' | 'enterprise', endsInSeconds: number) => {
  const { account, jar } = await customer(server, { packageType });
  await verifyEmail(server, account.email);
  await setSubscriptionEnd(server, jar, { endsInSeconds, startedSecondsAgo: 40 * DAY_S });
  return { account, jar, subscription: await subscriptionOf(jar) };
};

const subscriptionOf = async (jar: CookieJar) => {
  const [subscription] = json<Subscription[]>(
    await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
  );
  if (!subscription) throw new Error('no subscription');
  return subscription;
};

const upgrade = (jar: CookieJar, subscriptionId: string, to: string) =>
  request(server, jar, {
    method: 'POST',
    url: '/api/payments/upgrade',
    payload: { subscription_id: subscriptionId, package: to },
  });

/** The days of the period that ends at `end`: a year or a month back, as the calendar has it. */
const periodDays = (end: Date, period: 'year' | 'month') => {
  const start = new Date(end);
  if (period === 'year') start.setUTCFullYear(start.getUTCFullYear() - 1);
  else start.setUTCMonth(start.getUTCMonth() - 1);
  return Math.round((end.getTime() - start.getTime()) / (DAY_S * 1000));
};

const submitProof = async (jar: CookieJar, id: string) => {
  expect((await submitPayment(server, jar, id)).statusCode).toBe(200);
};

/** A renewal order for the subscription, as the renewal panel asks for it. */
const requestRenewal = async (jar: CookieJar, subscriptionId: string) =>
  json<Payment>(
    await request(server, jar, {
      method: 'POST',
      url: '/api/payments',
      payload: { subscription_id: subscriptionId },
    }),
  );

/** The invoice's text, as a reader sees it: pdfkit writes each line as hex glyphs in deflated streams. */
const pdfText = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
};

describe('upgrade amount', () => {
  it('credits the unused whole days of a Lite year against the first Pro month', async () => {
    const { jar, subscription } = await ownerOn('lite', 100 * DAY_S + 5 * 3600);
    const order = json<Payment>(await upgrade(jar, subscription.id, 'pro'));
    const days = periodDays(new Date(subscription.end_date), 'year');
    const credit = Math.round((349_500 * 100) / days);
    expect(order).toMatchObject({
      kind: 'upgrade',
      package: 'pro',
      status: 'awaiting_payment',
      base_amount: 579_000,
      credit_amount: credit,
      credit_days: 100,
      credit_extra_days: 0,
    });
    expect(order.amount).toBe(579_000 - credit + order.unique_code);
  });

  it('credits the rest of a Pro month against Enterprise, and nothing for less than a day', async () => {
    const pro = await ownerOn('pro', 10 * DAY_S + 12 * 3600);
    const order = json<Payment>(await upgrade(pro.jar, pro.subscription.id, 'enterprise'));
    const credit = Math.round(
      (579_000 * 10) / periodDays(new Date(pro.subscription.end_date), 'month'),
    );
    expect(order).toMatchObject({ base_amount: 5_799_000, credit_amount: credit, credit_days: 10 });
    expect(order.amount).toBe(5_799_000 - credit + order.unique_code);

    const lastHours = await ownerOn('lite', 20 * 3600);
    const late = json<Payment>(
      await upgrade(lastHours.jar, lastHours.subscription.id, 'enterprise'),
    );
    expect(late).toMatchObject({ credit_amount: 0, credit_days: 0 });
    expect(late.amount).toBe(5_799_000 + late.unique_code);
  });

  it('applies an upgrade its credit pays for whole at once: no transfer, no review, the rest becomes days of the new package', async () => {
    const { account, subscription, ...first } = await ownerOn('lite', 700 * DAY_S + 3600);
    const issuedBefore = await server.db.db
      .select({ year: schema.invoices.year, sequence: schema.invoices.sequence })
      .from(schema.invoices);
    const order = json<Payment>(await upgrade(first.jar, subscription.id, 'pro'));
    // 700 days of a Lite year are worth more than a Pro month: the month is covered, and the rest
    // is worth whole days at Pro's own daily rate (the month that starts today).
    const worth = Math.round((349_500 * 700) / periodDays(new Date(subscription.end_date), 'year'));
    const monthEnd = new Date(server.now());
    monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);
    const monthDays = Math.round((monthEnd.getTime() - server.now().getTime()) / (DAY_S * 1000));
    const extraDays = Math.floor(((worth - 579_000) * monthDays) / 579_000);
    expect(extraDays).toBeGreaterThan(0);
    expect(order).toMatchObject({
      kind: 'upgrade',
      package: 'pro',
      status: 'confirmed',
      paid_by_credit: true,
      base_amount: 579_000,
      credit_amount: 579_000,
      credit_days: 700,
      credit_extra_days: extraDays,
      unique_code: 0,
      amount: 0,
      invoice_url: `/api/payments/${order.id}/invoice`,
    });

    // Pro from now: a month and the extra days, the start of the subscription kept.
    const expectedEnd = new Date(monthEnd.getTime() + extraDays * DAY_S * 1000);
    const after = await subscriptionOf(first.jar);
    expect(after).toMatchObject({
      package: 'pro',
      status: 'active',
      start_date: subscription.start_date,
    });
    expect(Math.abs(new Date(after.end_date).getTime() - expectedEnd.getTime())).toBeLessThan(
      60_000,
    );
    const audit = (await listAuditFor(server.db.db, 'subscription', subscription.id)).filter(
      (entry) => entry.action === 'subscription.upgraded_with_credit',
    );
    expect(audit).toHaveLength(1);
    const me = json<{ user: { id: string } }>(
      await request(server, first.jar, { method: 'GET', url: '/api/auth/user' }),
    );
    expect(audit[0]?.actorId).toBe(me.user.id);
    expect(audit[0]?.before).toMatchObject({ package: 'lite' });
    expect(audit[0]?.after).toMatchObject({
      package: 'pro',
      payment_id: order.id,
      invoice_number: order.invoice_number,
    });

    // Invoiced like any paid change of package, for the owner's books: the next number of the
    // year's one sequence, the price, the credit and nothing to pay, marked paid.
    const number = order.invoice_number ?? '';
    expect(number).toMatch(/^INV\/\d{4}\/\d{5}$/);
    const [, year, sequence] = number.split('/').map(Number);
    const lastBefore = Math.max(
      0,
      ...issuedBefore.filter((i) => i.year === year).map((i) => i.sequence),
    );
    expect(sequence).toBe(lastBefore + 1);
    const [invoice] = await server.db.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.paymentOrderId, order.id));
    expect(invoice).toMatchObject({ number, amount: 0 });
    const pdf = await request(server, first.jar, { method: 'GET', url: order.invoice_url ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `invoice-${number.replaceAll('/', '-')}.pdf`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Nomor: ${number}`);
    expect(text).toContain('Status: LUNAS');
    expect(text.some((line) => line.startsWith('Peningkatan paket: Balasin paket Pro'))).toBe(true);
    expect(text).toContain(formatRupiah(579_000));
    expect(text).toContain('Kredit sisa paket lama (700 hari tidak terpakai)');
    expect(text).toContain(`-${formatRupiah(579_000)}`);
    expect(text).toContain('Total dibayar');
    expect(text).toContain(formatRupiah(0));
    // No transfer: no unique code, and the note under the figures says what paid.
    expect(text).not.toContain('Kode unik pembayaran');
    // pdfkit wraps lines at spaces and keeps them: read the note as one line.
    const prose = text.join(' ').replace(/\s+/g, ' ');
    expect(prose).toContain('Dibayar penuh dengan kredit sisa paket lama, tanpa transfer');
    expect(prose).toContain(`Kelebihan kredit menjadi ${extraDays} hari tambahan`);
    expect(prose).not.toContain('transfer bank');

    // The e-mail names the invoice and carries it, as a confirmed payment's does.
    const mail = (await listEmailsTo(server.db.db, account.email)).filter((m) =>
      m.subject.startsWith('Paket Pro aktif'),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Paket Pro aktif - invoice ${number}`);
    expect(mail[0]?.text).toContain('tidak ada yang perlu ditransfer');
    expect(mail[0]?.text).toContain(number);
    expect(mail[0]?.text).toContain('Invoice terlampir dalam bentuk PDF.');
    const attachments = await server.db.db
      .select()
      .from(schema.emailAttachments)
      .where(eq(schema.emailAttachments.emailId, mail[0]?.id ?? ''));
    expect(attachments).toMatchObject([
      { contentType: 'application/pdf', filename: `invoice-${number.replaceAll('/', '-')}.pdf` },
    ]);
    expect(Buffer.from(attachments[0]?.content ?? []).equals(pdf.rawPayload)).toBe(true);
    // The owner's own list shows it too.
    const mine = json<Payment[]>(
      await request(server, first.jar, { method: 'GET', url: '/api/payments' }),
    );
    expect(mine.find((p) => p.id === order.id)?.invoice_number).toBe(number);

    // Nothing is left to do with the order: no proof to send, nothing for an admin to confirm.
    expect((await submitPayment(server, first.jar, order.id)).statusCode).toBe(409);
    const admin = await adminJar(server);
    const confirm = await request(server, admin, {
      method: 'POST',
      url: `/api/admin/payments/${order.id}/confirm`,
    });
    expect(confirm.statusCode).toBe(409);
    expect(json(confirm).error).toBe(paymentMessages.alreadyConfirmed);
    // The admin's queue shows it as paid by credit, found by the owner's e-mail.
    const queue = json<{ items: Payment[] }>(
      await request(server, admin, {
        method: 'GET',
        url: `/api/admin/payments?q=${encodeURIComponent(account.email)}`,
      }),
    );
    expect(queue.items.map((p) => [p.id, p.paid_by_credit, p.invoice_number])).toContainEqual([
      order.id,
      true,
      number,
    ]);
    // And the admin downloads the same document.
    const adminPdf = await request(server, admin, { method: 'GET', url: order.invoice_url ?? '' });
    expect(adminPdf.statusCode).toBe(200);
    expect(adminPdf.rawPayload.equals(pdf.rawPayload)).toBe(true);

    // A second click finds Pro already in force.
    const again = await upgrade(first.jar, subscription.id, 'pro');
    expect(again.statusCode).toBe(409);
    expect(json(again).error).toBe(paymentMessages.upgradeNotBigger);
  });

  it('applies a credited upgrade in place of an unpaid renewal, whose code is free again', async () => {
    const { account, subscription } = await ownerOn('lite', 700 * DAY_S);
    server.advance(4 * DAY_S);
    const jar = await signIn(server, account);
    const renewal = await requestRenewal(jar, subscription.id);
    expect(renewal.kind).toBe('renewal');
    const order = json<Payment>(await upgrade(jar, subscription.id, 'pro'));
    expect(order).toMatchObject({ status: 'confirmed', paid_by_credit: true });
    const replaced = json<Payment>(
      await request(server, jar, { method: 'GET', url: `/api/payments/${renewal.id}` }),
    );
    expect(replaced.status).toBe('expired');
  });

  it('keeps the credit fixed when the order is read later', async () => {
    const { account, subscription, ...first } = await ownerOn('lite', 50 * DAY_S);
    const order = json<Payment>(await upgrade(first.jar, subscription.id, 'pro'));
    server.advance(2 * DAY_S);
    // Signed in afresh: the clock moved past the first session's tokens.
    const jar = await signIn(server, account);
    const later = json<Payment>(
      await request(server, jar, { method: 'GET', url: `/api/payments/${order.id}` }),
    );
    expect(later).toMatchObject({ credit_amount: order.credit_amount, amount: order.amount });
    // Asking again for the same package answers the same order.
    const again = json<Payment>(await upgrade(jar, subscription.id, 'pro'));
    expect(again.id).toBe(order.id);
  });
});

describe('confirming an upgrade', () => {
  it('moves the package, starts its period at confirmation, and invoices price, credit and total', async () => {
    const { account, subscription, ...first } = await ownerOn('lite', 200 * DAY_S);
    const order = json<Payment>(await upgrade(first.jar, subscription.id, 'pro'));
    await submitProof(first.jar, order.id);
    server.advance(DAY_S);
    const jar = await signIn(server, account);
    const admin = await adminJar(server);
    // Two admins at once: one activation, one invoice.
    const answers = await Promise.all([
      request(server, admin, { method: 'POST', url: `/api/admin/payments/${order.id}/confirm` }),
      request(server, admin.clone(), {
        method: 'POST',
        url: `/api/admin/payments/${order.id}/confirm`,
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const confirmedAt = server.now();

    const after = await subscriptionOf(jar);
    expect(after).toMatchObject({
      package: 'pro',
      status: 'active',
      start_date: subscription.start_date,
    });
    const expectedEnd = new Date(confirmedAt);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(new Date(after.end_date).getTime() - expectedEnd.getTime())).toBeLessThan(
      60_000,
    );

    const paid = (await listAuditFor(server.db.db, 'subscription', subscription.id)).filter(
      (entry) => entry.action === 'subscription.paid',
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]?.before).toMatchObject({ package: 'lite' });
    expect(paid[0]?.after).toMatchObject({ package: 'pro' });

    const confirmed = json<Payment>(
      await request(server, jar, { method: 'GET', url: `/api/payments/${order.id}` }),
    );
    const pdf = await request(server, jar, { method: 'GET', url: confirmed.invoice_url ?? '' });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text.some((line) => line.startsWith('Peningkatan paket: Balasin paket Pro'))).toBe(true);
    expect(text).toContain(formatRupiah(579_000));
    expect(text).toContain(`Kredit sisa paket lama (${order.credit_days} hari tidak terpakai)`);
    expect(text).toContain(`-${formatRupiah(order.credit_amount)}`);
    expect(text).toContain(formatRupiah(order.amount));
    const [invoice] = await server.db.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.paymentOrderId, order.id));
    expect(invoice?.amount).toBe(579_000 - order.credit_amount + order.unique_code);
  });
});

describe('what cannot be upgraded', () => {
  it('refuses the same package and a smaller one', async () => {
    const { jar, subscription } = await ownerOn('pro', 20 * DAY_S);
    for (const to of ['pro', 'lite']) {
      const refused = await upgrade(jar, subscription.id, to);
      expect(refused.statusCode).toBe(409);
      expect(json(refused).error).toBe(paymentMessages.upgradeNotBigger);
    }
    const unknown = await upgrade(jar, subscription.id, 'platinum');
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a subscription still pending its first payment, and one that expired', async () => {
    const pending = await customer(server, { active: false });
    const refused = await upgrade(pending.jar, (await subscriptionOf(pending.jar)).id, 'pro');
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toBe(paymentMessages.upgradeNeedsActive);

    const ended = await ownerOn('lite', -DAY_S);
    const late = await upgrade(ended.jar, ended.subscription.id, 'pro');
    expect(late.statusCode).toBe(409);
    expect(json(late).error).toBe(paymentMessages.upgradeNeedsActive);
  });

  it('replaces an unpaid renewal, refuses while a payment is under review, and a renewal request answers the upgrade', async () => {
    const { account, subscription } = await ownerOn('lite', 30 * DAY_S);
    // Past the deadline of the order registration opened, a request opens a renewal.
    server.advance(4 * DAY_S);
    const jar = await signIn(server, account);
    const renewal = await requestRenewal(jar, subscription.id);
    expect(renewal.kind).toBe('renewal');
    const order = json<Payment>(await upgrade(jar, subscription.id, 'pro'));
    const replaced = json<Payment>(
      await request(server, jar, { method: 'GET', url: `/api/payments/${renewal.id}` }),
    );
    expect(replaced.status).toBe('expired');
    const asked = await requestRenewal(jar, subscription.id);
    expect(asked.id).toBe(order.id);

    await submitProof(jar, order.id);
    const busy = await upgrade(jar, subscription.id, 'enterprise');
    expect(busy.statusCode).toBe(409);
    expect(json(busy).error).toBe(paymentMessages.upgradeWhileSubmitted);
  });

  it('sends no renewal order while an upgrade is being paid', async () => {
    const { account, jar, subscription } = await ownerOn('lite', 10 * DAY_S);
    const order = json<Payment>(await upgrade(jar, subscription.id, 'pro'));
    await sendRenewalReminders(server.db.db, { now: server.now(), appUrl: 'https://balasin.test' });
    const reminders = (await listEmailsTo(server.db.db, account.email)).filter((mail) =>
      mail.subject.startsWith('Langganan'),
    );
    expect(reminders).toHaveLength(0);
    const open = json<Payment[]>(
      await request(server, jar, { method: 'GET', url: '/api/payments' }),
    ).filter((p) => p.status === 'awaiting_payment');
    expect(open.map((p) => p.id)).toEqual([order.id]);
  });

  it("answers another business's subscription, and a malformed id, with 404", async () => {
    const mine = await ownerOn('lite', 30 * DAY_S);
    const other = await ownerOn('lite', 30 * DAY_S);
    for (const id of [other.subscription.id, 'not-an-id']) {
      const hidden = await upgrade(mine.jar, id, 'pro');
      expect(hidden.statusCode).toBe(404);
      expect(json(hidden).error).toBe(messages.subscriptionNotFound);
    }
    const theirs = json<Payment[]>(
      await request(server, other.jar, { method: 'GET', url: '/api/payments' }),
    );
    expect(theirs.filter((p) => p.kind === 'upgrade')).toHaveLength(0);
  });
});
