import { sendRenewalReminders } from '@balasin/api';
import { listEmailsTo } from '@balasin/db/testing';
import { formatRupiah } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { customer, json, request, setSubscriptionEnd, signIn, verifyEmail } from './helpers.ts';
import { submitPayment } from './payment-helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const DAY_S = 86_400;

type Payment = { id: string; kind: string; status: string; amount: number; deadline: string };

/** The job's pass at the server's clock, as the expiry loop runs it every minute. */
const pass = () =>
  sendRenewalReminders(server.db.db, { now: server.now(), appUrl: 'https://balasin.test' });

/** An owner whose active subscription ends `days` from now on the server's clock. */
const ownerEndingIn = async (days: number) => {
  const { account, jar } = await customer(server);
  await setSubscriptionEnd(server, jar, {
    endsInSeconds: days * DAY_S,
    startedSecondsAgo: 20 * DAY_S,
  });
  // The job queues its e-mails in the outbox (the sender polls it), as the other jobs do.
  const mails = async () =>
    (await listEmailsTo(server.db.db, account.email)).filter((mail) =>
      mail.subject.startsWith('Langganan'),
    );
  // Signed in afresh: the test's clock moves days ahead, past the first session's tokens.
  const payments = async () =>
    json<Payment[]>(
      await request(server, await signIn(server, account), { method: 'GET', url: '/api/payments' }),
    );
  return { account, jar, mails, payments };
};

describe('renewal reminders', () => {
  it('e-mails 14, 7 and 1 days before the end, each once, each with a renewal order to pay', async () => {
    const owner = await ownerEndingIn(20);
    await pass();
    expect(await owner.mails()).toHaveLength(0);

    server.advance(6.5 * DAY_S);
    // Two servers' passes at once: one reminder.
    await Promise.all([pass(), pass()]);
    expect((await owner.mails()).map((mail) => mail.subject)).toEqual([
      'Langganan Balasin Anda berakhir dalam 14 hari',
    ]);
    const [first] = (await owner.payments()).filter((p) => p.kind === 'renewal');
    expect(first).toMatchObject({ kind: 'renewal', status: 'awaiting_payment' });
    const text = (await owner.mails())[0]?.text ?? '';
    expect(text).toContain(formatRupiah(first?.amount ?? 0));
    expect(text).toContain('Buka dasbor: https://balasin.test/dashboard');
    await pass();
    expect(await owner.mails()).toHaveLength(1);

    // 6 days left: the first order expired unpaid (72 hours), so a new one comes with the reminder.
    server.advance(7.5 * DAY_S);
    await pass();
    expect((await owner.mails()).map((mail) => mail.subject)).toEqual([
      'Langganan Balasin Anda berakhir dalam 14 hari',
      'Langganan Balasin Anda berakhir dalam 7 hari',
    ]);
    const renewals = (await owner.payments()).filter((p) => p.kind === 'renewal');
    expect(renewals.filter((p) => p.status === 'awaiting_payment')).toHaveLength(1);

    server.advance(5.5 * DAY_S);
    await pass();
    await pass();
    expect((await owner.mails()).at(-1)?.subject).toBe('Langganan Balasin Anda berakhir besok');
    expect(await owner.mails()).toHaveLength(3);
  });

  it('reminds a subscription that starts late only of the most urgent stage it has reached', async () => {
    const owner = await ownerEndingIn(5);
    await pass();
    expect((await owner.mails()).map((mail) => mail.subject)).toEqual([
      'Langganan Balasin Anda berakhir dalam 7 hari',
    ]);
  });

  it('does not remind an owner who has already said they paid the renewal', async () => {
    const owner = await ownerEndingIn(10);
    const order = json<Payment>(
      await request(server, owner.jar, {
        method: 'POST',
        url: '/api/payments',
        payload: { subscription_id: (await subscriptionOf(owner.jar)).id },
      }),
    );
    // The subscription's open order (here the one registration opened), as the job would take.
    expect(order.status).toBe('awaiting_payment');
    await verifyEmail(server, owner.account.email);
    const submitted = await submitPayment(server, owner.jar, order.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const before = (await owner.mails()).length;
    await pass();
    expect(await owner.mails()).toHaveLength(before);
  });
});

const subscriptionOf = async (jar: Awaited<ReturnType<typeof customer>>['jar']) => {
  const [subscription] = json<{ id: string }[]>(
    await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
  );
  if (!subscription) throw new Error('no subscription');
  return subscription;
};
