import type { Llm, LoginLimits, MediaConfig } from '@balasin/api';
import { ensureAdmin } from '@balasin/api';
import type { DbHandle } from '@balasin/db';
import { createTestDb } from '@balasin/db/testing';
import { MEDIA_LIMITS, SESSION } from '@balasin/shared';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { createApiDeps } from '../src/deps.ts';
import { createEngineRuntime, type EngineRuntimeOptions } from '../src/engine/runtime.ts';
import { type AiReplyRetry, registerAiReplyWorker } from '../src/jobs/ai-reply.ts';
import { startJobs } from '../src/jobs/boss.ts';
import { registerWebhookWorker, type WebhookRetry } from '../src/jobs/deliver-webhook.ts';
import { registerInboxAlertWorker } from '../src/jobs/inbox-alert.ts';
import { registerKnowledgeWorker } from '../src/jobs/ingest-knowledge.ts';
import { registerPasswordResetWorker } from '../src/jobs/password-reset.ts';
import { registerSendWorker } from '../src/jobs/send-message.ts';
import { createMemoryMediaStore } from '../src/media/memory-media-store.ts';
import type { RateLimit } from '../src/plugins/rate-limits.ts';

export const APP_URL = 'http://localhost:3000';

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/**
 * The real app on a fresh database (or on `db`, migrated, which it then closes), with a clock
 * the test can move and every mail captured.
 */
export const createTestServer = async (
  options: {
    loginLimits?: LoginLimits;
    authRateLimit?: RateLimit;
    contactRateLimit?: RateLimit;
    aiRateLimit?: RateLimit;
    db?: DbHandle;
    /** The public address the server runs with; APP_URL by default. */
    appUrl?: string;
    trustProxy?: false | number | string[];
    engine?: Partial<Pick<EngineRuntimeOptions, 'baileys' | 'lease' | 'policy' | 'runSessions'>>;
    /** Webhook targets: private addresses allowed (the default here: receivers are local). */
    webhooks?: { allowPrivate?: boolean; retry?: WebhookRetry; timeoutMs?: number };
    /** Received files: in memory under the default cap unless a test says. */
    media?: Partial<MediaConfig>;
    /** How long a knowledge page may take to fetch. */
    knowledge?: { pageTimeoutMs?: number };
    /** The chat model answers come from (a local chat-completions server); retrieval-only without. */
    llm?: Llm | null;
    /** How the bot's turns are retried before the customer is told a person will answer. */
    aiReplyRetry?: AiReplyRetry;
    /** Where the app's request log goes; none by default. */
    logger?: FastifyBaseLogger;
  } = {},
) => {
  const db: DbHandle = options.db ?? (await createTestDb());
  const clock = { offsetMs: 0 };
  const mails: { to: string; subject: string; text: string }[] = [];
  const now = () => new Date(Date.now() + clock.offsetMs);
  const media: MediaConfig = {
    store: options.media?.store ?? createMemoryMediaStore(),
    maxBytes: options.media?.maxBytes ?? MEDIA_LIMITS.maxBytesDefault,
  };
  const jobs = await startJobs({ handle: db, log: pino({ level: 'silent' }), runWorkers: true });
  const engine = await createEngineRuntime({
    handle: db,
    log: pino({ level: 'silent' }),
    now,
    jobs: jobs.port,
    media,
    spreadMs: 0,
    ...options.engine,
  });
  const allowPrivate = options.webhooks?.allowPrivate ?? true;
  if (engine.engine) {
    await registerSendWorker({
      boss: jobs.boss,
      db: db.db,
      log: pino({ level: 'silent' }),
      now,
      connectionOf: engine.engine.connectionOf,
      jobs: jobs.port,
      listen: db.listen,
    });
    await registerWebhookWorker({
      boss: jobs.boss,
      db: db.db,
      log: pino({ level: 'silent' }),
      now,
      allowPrivate,
      appUrl: APP_URL,
      onEmailQueued: (mail) => mails.push(mail),
      ...(options.webhooks?.retry ? { retry: options.webhooks.retry } : {}),
      ...(options.webhooks?.timeoutMs ? { timeoutMs: options.webhooks.timeoutMs } : {}),
    });
    await registerKnowledgeWorker({
      boss: jobs.boss,
      db: db.db,
      log: pino({ level: 'silent' }),
      now,
      store: media.store,
      allowPrivate,
      ...(options.knowledge?.pageTimeoutMs
        ? { pageTimeoutMs: options.knowledge.pageTimeoutMs }
        : {}),
    });
    await registerAiReplyWorker({
      boss: jobs.boss,
      log: pino({ level: 'silent' }),
      bot: {
        db: db.db,
        jobs: jobs.port,
        now,
        llm: options.llm ?? null,
        appUrl: APP_URL,
        onEmailQueued: (mail) => mails.push(mail),
      },
      listen: db.listen,
      ...(options.aiReplyRetry ? { retry: options.aiReplyRetry } : {}),
    });
    await registerInboxAlertWorker({
      boss: jobs.boss,
      deps: { db: db.db, appUrl: APP_URL },
      log: pino({ level: 'silent' }),
      onEmailQueued: (mail) => mails.push(mail),
    });
    await registerPasswordResetWorker({
      boss: jobs.boss,
      deps: { db: db.db, appUrl: options.appUrl ?? APP_URL, now },
      onEmailQueued: (mail) => mails.push(mail),
    });
  }
  const app = await buildApp({
    deps: createApiDeps({
      db,
      appUrl: options.appUrl ?? APP_URL,
      loginLimits: options.loginLimits ?? {
        failuresPerIpAndEmail: 1000,
        failuresPerIp: 1000,
        windowSeconds: 900,
      },
      onEmailQueued: (mail) => mails.push(mail),
      engine: engine.port,
      jobs: jobs.port,
      webhookAllowPrivate: allowPrivate,
      media,
      llm: options.llm ?? null,
      now,
    }),
    authRateLimit: options.authRateLimit ?? { max: 10_000, timeWindowMs: 60_000 },
    ...(options.contactRateLimit ? { contactRateLimit: options.contactRateLimit } : {}),
    ...(options.aiRateLimit ? { aiRateLimit: options.aiRateLimit } : {}),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    engine,
    jobs,
    mails,
    media,
    /** The server's clock. */
    now,
    /** Moves the server's clock forward. */
    advance: (seconds: number) => {
      clock.offsetMs += seconds * 1000;
    },
    close: async () => {
      await app.close();
      await engine.stop();
      await jobs.stop();
      await db.close();
    },
  };
};

/** A cookie jar fed by Set-Cookie, as a browser would keep it. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  clone() {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }
}

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse) =>
  response.json() as T;

export const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Budi Santoso',
  email: `budi.${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: 'rahasia123',
  businessName: 'Toko Budi',
  whatsappNumber: '+6281234567890',
  packageType: 'lite',
  ...overrides,
});

export const register = async (server: TestServer, overrides: Record<string, unknown> = {}) => {
  const body = registration(overrides);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return body;
};

/** Registers (when needed) and signs in; answers the jar holding the session cookies. */
export const signIn = async (
  server: TestServer,
  credentials: { email: string; password: string },
) => {
  const jar = new CookieJar();
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  jar.store(response);
  return jar;
};

export const request = (
  server: TestServer,
  jar: CookieJar | undefined,
  options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown },
) =>
  server.app
    .inject({
      method: options.method,
      url: options.url,
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
      headers: jar ? { cookie: jar.header() } : {},
    })
    .then((response) => (jar ? jar.store(response) : response));

export const accessCookie = SESSION.accessCookie;
export const refreshCookie = SESSION.refreshCookie;

/**
 * An admin sets the owner's subscription to end `endsInSeconds` after the server's clock (and to
 * have started `startedSecondsAgo` before it, or keep its start), as the admin page does.
 */
export const setSubscriptionEnd = async (
  server: TestServer,
  jar: CookieJar,
  dates: { endsInSeconds: number; startedSecondsAgo?: number },
) => {
  const [subscription] = json<{ id: string; start_date: string | null }[]>(
    await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
  );
  const at = (seconds: number) => new Date(server.now().getTime() + seconds * 1000).toISOString();
  const response = await request(server, await adminJar(server), {
    method: 'PUT',
    url: `/api/subscriptions/${subscription?.id}/dates`,
    payload: {
      start_date:
        dates.startedSecondsAgo === undefined
          ? subscription?.start_date
          : at(-dates.startedSecondsAgo),
      end_date: at(dates.endsInSeconds),
    },
  });
  if (response.statusCode !== 200) throw new Error(`dates refused: ${response.body}`);
};

/** A registered, signed-in user whose subscription an admin has activated (or not). */
export const customer = async (
  server: TestServer,
  options: { active?: boolean; packageType?: 'lite' | 'pro' | 'enterprise' } = {},
) => {
  const account = await register(server, { packageType: options.packageType ?? 'lite' });
  const jar = await signIn(server, account);
  if (options.active ?? true) {
    const admin = await adminJar(server);
    const [subscription] = json<{ id: string }[]>(
      await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
    );
    const response = await request(server, admin, {
      method: 'PUT',
      url: `/api/subscriptions/${subscription?.id}/status`,
      payload: { status: 'active' },
    });
    if (response.statusCode !== 200) throw new Error(`activation failed: ${response.body}`);
  }
  return { account, jar };
};

const ADMIN = { email: 'admin@balasin.test', password: 'admin-password' };

export const adminJar = async (server: TestServer) => {
  await ensureAdmin(server.db.db, ADMIN.email, ADMIN.password);
  return signIn(server, ADMIN);
};

/** Follows the link of the newest verification e-mail sent to this address, as its owner would. */
export const verifyEmail = async (server: TestServer, email: string) => {
  const mail = server.mails.findLast(
    (sent) => sent.to === email && /verify-email\?token=/.test(sent.text),
  );
  const link = mail?.text.match(/http\S+verify-email\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  const url = new URL(link);
  const response = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (response.headers.location !== '/login?verified=1') throw new Error('verification failed');
};
