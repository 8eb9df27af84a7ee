import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureAdmin } from '@balasin/api';
import { createDb } from '@balasin/db';
import pino from 'pino';
import { llmFromEnv } from './ai/openai-compatible-llm.ts';
import { buildApp } from './app.ts';
import { createApiDeps } from './deps.ts';
import { createEngineRuntime } from './engine/runtime.ts';
import { EnvError, parseEnv, resolveDataDir, resolveMediaDir } from './env.ts';
import { registerAiReplyWorker } from './jobs/ai-reply.ts';
import { startJobs } from './jobs/boss.ts';
import { registerWebhookWorker } from './jobs/deliver-webhook.ts';
import { startExpiryJob } from './jobs/expiry-job.ts';
import { registerInboxAlertWorker } from './jobs/inbox-alert.ts';
import { startInboxJob } from './jobs/inbox-job.ts';
import { registerKnowledgeWorker } from './jobs/ingest-knowledge.ts';
import { registerPasswordResetWorker } from './jobs/password-reset.ts';
import { registerSendWorker } from './jobs/send-message.ts';
import { createOutboxSender } from './mail/outbox-sender.ts';
import { createMediaStore } from './media/media-store.ts';
import { openDb } from './open-db.ts';

/** Connections of the WhatsApp side's pool (the API's has the default 10). */
const WHATSAPP_POOL_SIZE = 8;

const readEnv = () => {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    for (const line of error.lines) console.error(`Invalid configuration: ${line}`);
    process.exit(1);
  }
};

const env = readEnv();
const webDistDir = env.WEB_DIST_DIR
  ? resolveDataDir(env.WEB_DIST_DIR)
  : fileURLToPath(new URL('../../web/dist', import.meta.url));
const log = pino({ level: env.LOG_LEVEL });
log.info(`runtime: Node ${process.version}`);
const dataDir = resolveDataDir(env.DATA_DIR);
const db = openDb({ databaseUrl: env.DATABASE_URL, dataDir });

try {
  await db.migrate();
} catch (error) {
  log.fatal({ err: error }, `database migration failed (${db.kind})`);
  process.exit(1);
}
log.info(db.kind === 'pglite' ? `database: embedded PGlite at ${dataDir}` : 'database: PostgreSQL');

if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
  const outcome = await ensureAdmin(db.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  log.info(`admin ${env.ADMIN_EMAIL}: ${outcome}`);
}

const mediaDir = resolveMediaDir(env);
const media = { store: createMediaStore(mediaDir), maxBytes: env.MEDIA_MAX_BYTES };
log.info(`received files: ${mediaDir === 'memory://' ? 'in memory' : mediaDir}`);

const now = () => new Date();
const llm = llmFromEnv(env);
log.info(
  llm ? `answers: ${env.AI_MODEL} at ${env.AI_BASE_URL}` : 'answers: retrieval-only (no AI_* set)',
);
const jobs = await startJobs({ handle: db, log, runWorkers: env.ROLE !== 'web' });
// The WhatsApp side (the engine's sessions, received messages and receipts, the send worker) on a
// pool of its own: requests that wait for a lock while holding a connection (a burst of messages to
// new recipients queues on the business's contact lock) took every connection of a shared pool,
// and sending stalled behind them for seconds. PGlite is one connection whatever the pool.
const whatsappSide =
  db.kind === 'postgres' && env.ROLE !== 'web'
    ? createDb({ databaseUrl: env.DATABASE_URL, poolSize: WHATSAPP_POOL_SIZE })
    : db;
const engine = await createEngineRuntime({
  handle: whatsappSide,
  log,
  now,
  jobs: jobs.port,
  media,
  runSessions: env.ROLE !== 'web',
  allowPrivateUrls: env.WEBHOOK_ALLOW_PRIVATE,
  lease: {
    ttlMs: env.ENGINE_LEASE_SECONDS * 1000,
    renewMs: Math.ceil((env.ENGINE_LEASE_SECONDS * 1000) / 3),
  },
});
if (engine.engine) {
  await registerSendWorker({
    boss: jobs.boss,
    db: whatsappSide.db,
    log,
    now,
    connectionOf: engine.engine.connectionOf,
    jobs: jobs.port,
    listen: whatsappSide.listen,
  });
}
log.info(`role: ${env.ROLE}${engine.engine ? `, engine worker ${engine.engine.workerId()}` : ''}`);
const mail = createOutboxSender({ db: db.db, smtpUrl: env.SMTP_URL, log, now });
if (env.ROLE !== 'web') {
  await registerWebhookWorker({
    boss: jobs.boss,
    db: db.db,
    log,
    now,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    appUrl: env.APP_URL,
    onEmailQueued: mail.notify,
  });
  await registerKnowledgeWorker({
    boss: jobs.boss,
    db: db.db,
    log,
    now,
    store: media.store,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  });
  await registerAiReplyWorker({
    boss: jobs.boss,
    log,
    bot: {
      db: db.db,
      jobs: jobs.port,
      now,
      llm,
      appUrl: env.APP_URL,
      onEmailQueued: mail.notify,
    },
    listen: db.listen,
  });
  await registerInboxAlertWorker({
    boss: jobs.boss,
    deps: { db: db.db, appUrl: env.APP_URL },
    log,
    onEmailQueued: mail.notify,
  });
  await registerPasswordResetWorker({
    boss: jobs.boss,
    deps: { db: db.db, appUrl: env.APP_URL, now },
    onEmailQueued: mail.notify,
  });
}
const expiry = startExpiryJob({ db: db.db, log, now, appUrl: env.APP_URL });
const inbox = startInboxJob({ db: db.db, log, now, jobs: jobs.port });
const app = await buildApp({
  deps: createApiDeps({
    db,
    appUrl: env.APP_URL,
    accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    loginLimits: {
      failuresPerIpAndEmail: env.LOGIN_FAILURES_PER_IP_AND_EMAIL,
      failuresPerIp: env.LOGIN_FAILURES_PER_IP,
      windowSeconds: 15 * 60,
    },
    onEmailQueued: mail.notify,
    engine: engine.port,
    jobs: jobs.port,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    media,
    llm,
    now,
  }),
  logger: log,
  authRateLimit: { max: env.AUTH_RATE_LIMIT_PER_MINUTE, timeWindowMs: 60_000 },
  contactRateLimit: { max: env.CONTACT_RATE_LIMIT_PER_10_MINUTES, timeWindowMs: 10 * 60_000 },
  aiRateLimit: { max: env.AI_RATE_LIMIT_PER_MINUTE, timeWindowMs: 60_000 },
  webDistDir: existsSync(webDistDir) ? webDistDir : undefined,
  trustProxy: env.TRUST_PROXY,
});

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  log.info(`${signal}: finishing requests in flight, then stopping`);
  await app.close();
  await engine.stop();
  await jobs.stop();
  await expiry.stop();
  await inbox.stop();
  await mail.stop();
  if (whatsappSide !== db) await whatsappSide.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

if (env.ROLE !== 'worker') await app.listen({ port: env.PORT, host: env.HOST });
