import { type PasswordResetJob, QUEUES } from '@balasin/api';
import { listAuditFor, listEmailsTo } from '@balasin/db/testing';
import {
  ACCOUNT_AUDIT_ACTIONS,
  messages,
  PASSWORD_RESET,
  passwordResetMessages,
} from '@balasin/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerPasswordResetWorker } from '../src/jobs/password-reset.ts';
import {
  APP_URL,
  createTestServer,
  json,
  register,
  request,
  signIn,
  type TestServer,
} from './helpers.ts';
import { useTestServer } from './use-test-server.ts';

const server = useTestServer();

const ask = (email: string, remoteAddress = '127.0.0.1') =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress,
  });

const confirm = (payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload });

const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The reset requests queued on `on` (pg-boss's own table) for these addresses, oldest first. */
const resetJobs = async (on: TestServer, emails: string[]) => {
  const result = await on.db.db.execute(
    sql`select data, state from pgboss.job where name = ${QUEUES.passwordReset}
      and data->>'email' in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )}) order by created_on, id`,
  );
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    data: PasswordResetJob;
    state: string;
  }[];
};

/** Waits until the worker has answered every reset request for these addresses. */
const settled = async (...emails: string[]) => {
  await expect
    .poll(async () => (await resetJobs(server, emails)).map((job) => job.state), {
      timeout: 15_000,
    })
    .toSatisfy((states: string[]) => states.every((state) => state === 'completed'));
};

/** The token in the newest reset e-mail sent to this address, read from the outbox. */
const resetToken = async (email: string) => {
  await settled(email);
  const mails = (await listEmailsTo(server.db.db, email)).filter((mail) =>
    mail.text.includes('/reset-password?token='),
  );
  const link = mails.at(-1)?.text.match(/http\S+\/reset-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset e-mail for ${email}`);
  const url = new URL(link);
  expect(url.origin).toBe('http://localhost:3000');
  return url.searchParams.get('token') as string;
};

const resetMails = async (email: string) => {
  await settled(email);
  return (await listEmailsTo(server.db.db, email)).filter((mail) =>
    mail.text.includes('/reset-password'),
  );
};

describe('asking for a reset link', () => {
  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const account = await register(server);
    const known = await ask(account.email.toUpperCase());
    const unknown = await ask('nobody.here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(json(known)).toEqual({ success: true, message: passwordResetMessages.sent });
    await settled('nobody.here@example.com');
    expect(await listEmailsTo(server.db.db, 'nobody.here@example.com')).toEqual([]);
    const [mail] = await resetMails(account.email);
    expect(mail?.subject).toBe('Reset your Balasin password');
    expect(mail?.text).toContain(`${PASSWORD_RESET.ttlMinutes} minutes`);
    expect(mail?.html).toContain('/reset-password?token=');
  });

  it('answers before looking the address up: a known and an unknown one cost the request the same', async () => {
    // A web-only process runs no job worker: what a request does is all that happens.
    const web = await createTestServer({ engine: { runSessions: false } });
    try {
      const account = await register(web);
      const nobody = `nobody.${Math.random().toString(36).slice(2, 10)}@example.com`;
      const answers = [];
      for (const email of [account.email, nobody]) {
        answers.push(
          await web.app.inject({
            method: 'POST',
            url: '/api/auth/password-reset',
            payload: { email },
          }),
        );
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[1]?.body).toBe(answers[0]?.body);
      // Each request queued one job alike, and wrote nothing else: no link, no e-mail yet.
      const queued = await resetJobs(web, [account.email, nobody]);
      expect(queued.map((job) => Object.keys(job.data).sort())).toEqual([
        ['email', 'requestedAt'],
        ['email', 'requestedAt'],
      ]);
      expect(queued.map((job) => [job.data.email, job.state])).toEqual([
        [account.email, 'created'],
        [nobody, 'created'],
      ]);
      expect(await listEmailsTo(web.db.db, account.email)).toHaveLength(1);
      expect(await listEmailsTo(web.db.db, nobody)).toEqual([]);

      // A worker answers them afterwards: the account gets its link, the other address nothing.
      await registerPasswordResetWorker({
        boss: web.jobs.boss,
        deps: { db: web.db.db, appUrl: APP_URL, now: web.now },
        onEmailQueued: () => {},
      });
      await expect
        .poll(async () => (await listEmailsTo(web.db.db, account.email)).length, {
          timeout: 15_000,
        })
        .toBe(2);
      const [, link] = await listEmailsTo(web.db.db, account.email);
      expect(link?.text).toContain('/reset-password?token=');
      await expect
        .poll(async () => (await resetJobs(web, [nobody])).map((job) => job.state), {
          timeout: 15_000,
        })
        .toEqual(['completed']);
      expect(await listEmailsTo(web.db.db, nobody)).toEqual([]);
    } finally {
      await web.close();
    }
  }, 120_000);

  it('writes the e-mail in the language the user chose', async () => {
    const account = await register(server);
    const jar = await signIn(server, account);
    const set = await request(server, jar, {
      method: 'PUT',
      url: '/api/auth/user/locale',
      payload: { locale: 'id' },
    });
    expect(set.statusCode).toBe(200);
    await ask(account.email);
    const [mail] = await resetMails(account.email);
    expect(mail?.subject).toBe('Atur ulang kata sandi Balasin Anda');
    expect(mail?.text).toMatch(/^Halo Budi Santoso,/);
  });

  it('sends at most one link a minute and five an hour per address, answering the same', async () => {
    const account = await register(server);
    expect((await ask(account.email)).statusCode).toBe(200);
    const again = await ask(account.email);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ success: true, message: passwordResetMessages.sent });
    expect(await resetMails(account.email)).toHaveLength(1);
    for (let i = 0; i < 6; i++) {
      server.advance(61);
      await ask(account.email);
    }
    expect(await resetMails(account.email)).toHaveLength(PASSWORD_RESET.perHour);
  });

  it('refuses a malformed address with 400 in the errors shape, never a 500', async () => {
    for (const payload of [
      { email: 'nope' },
      {},
      { email: `${'a'.repeat(250)}@example.com` },
      [],
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 'BAD_REQUEST' });
      expect(json(response).error).toBe(json(response).message);
    }
    const wrong = await ask('nope');
    expect(json(wrong).error).toBe(messages.emailInvalid);
  });
});

describe('opening the link', () => {
  it('sets the new password once, signs out every device, and the old password stops working', async () => {
    const account = await register(server);
    const first = await signIn(server, account);
    const second = await signIn(server, account);
    const { id: userId } = json<{ user: { id: string } }>(
      await request(server, first, { method: 'GET', url: '/api/auth/user' }),
    ).user;
    await ask(account.email);
    const token = await resetToken(account.email);

    const done = await confirm({ token, password: 'kata-sandi-baru-123' });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toEqual({
      success: true,
      message: passwordResetMessages.done,
      signedOutDevices: 2,
    });
    expect(await listAuditFor(server.db.db, 'user', userId)).toMatchObject([
      {
        actorId: userId,
        action: ACCOUNT_AUDIT_ACTIONS.passwordReset,
        before: null,
        after: { sessionsEnded: 2 },
      },
    ]);

    for (const jar of [first, second]) {
      expect(
        (await request(server, jar, { method: 'GET', url: '/api/auth/user' })).statusCode,
      ).toBe(401);
      expect(
        (await request(server, jar, { method: 'POST', url: '/api/auth/refresh' })).statusCode,
      ).toBe(401);
    }
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'kata-sandi-baru-123')).statusCode).toBe(200);

    const reused = await confirm({ token, password: 'yet-another-one' });
    expect(reused.statusCode).toBe(400);
    expect(json(reused)).toMatchObject({
      error: passwordResetMessages.invalidToken,
      message: passwordResetMessages.invalidToken,
      code: 'BAD_REQUEST',
    });
    expect((await login(account.email, 'kata-sandi-baru-123')).statusCode).toBe(200);
  });

  it('refuses a link past its hour, and leaves the password as it was', async () => {
    const account = await register(server);
    await ask(account.email);
    const token = await resetToken(account.email);
    server.advance(PASSWORD_RESET.ttlMinutes * 60 + 1);
    const late = await confirm({ token, password: 'kata-sandi-baru-123' });
    expect(late.statusCode).toBe(400);
    expect(json(late).error).toBe(passwordResetMessages.invalidToken);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('uses up the older links of the account once one of them has reset the password', async () => {
    const account = await register(server);
    await ask(account.email);
    const older = await resetToken(account.email);
    server.advance(61);
    await ask(account.email);
    const newer = await resetToken(account.email);
    expect(newer).not.toBe(older);
    expect((await confirm({ token: newer, password: 'kata-sandi-baru-123' })).statusCode).toBe(200);
    expect((await confirm({ token: older, password: 'someone-else-999' })).statusCode).toBe(400);
    expect((await login(account.email, 'kata-sandi-baru-123')).statusCode).toBe(200);
  });

  it('answers 400, never 500, to an unknown token and to a bad password', async () => {
    const account = await register(server);
    await ask(account.email);
    const token = await resetToken(account.email);
    const cases: [Record<string, unknown>, string][] = [
      [
        { token: 'not-a-real-token', password: 'kata-sandi-baru-123' },
        passwordResetMessages.invalidToken,
      ],
      [{ token, password: 'short' }, messages.passwordTooShort],
      [{ token, password: 'x'.repeat(129) }, messages.tooLong('Password', 128)],
      [{ token: '', password: 'kata-sandi-baru-123' }, passwordResetMessages.tokenRequired],
      [
        { token: 'x'.repeat(5000), password: 'kata-sandi-baru-123' },
        passwordResetMessages.invalidToken,
      ],
      [{ password: 'kata-sandi-baru-123' }, passwordResetMessages.tokenRequired],
    ];
    for (const [payload, error] of cases) {
      const response = await confirm(payload);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error, message: error, code: 'BAD_REQUEST' });
    }
    // None of the refusals used the link up.
    expect((await confirm({ token, password: 'kata-sandi-baru-123' })).statusCode).toBe(200);
  });
});

describe('the per-IP limit of the auth paths', () => {
  it('answers 429 with Retry-After once an address asks too often', async () => {
    const limited = await createTestServer({ authRateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof ask>> | undefined;
      for (let i = 0; i < 4; i++) {
        last = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: `someone${i}@example.com` },
          remoteAddress: '203.0.113.9',
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(json(last as NonNullable<typeof last>)).toMatchObject({
        error: messages.tooManyRequests,
        code: 'TOO_MANY_REQUESTS',
      });
    } finally {
      await limited.close();
    }
  }, 120_000);
});
