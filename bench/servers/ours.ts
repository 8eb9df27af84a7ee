import { createDb } from '@balasin/db';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { createApiDeps } from '../../apps/server/src/deps.ts';

/**
 * Our server as `npm start` builds it (same app, same pino logger at info level), except that
 * the per-IP limits on auth paths are lifted: the load generator is a single IP, and the login
 * benchmark measures hashing and the database, not the limiter turning it away.
 */
const port = Number(process.env.PORT);
const db = createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const app = await buildApp({
  deps: createApiDeps({
    db,
    appUrl: `http://127.0.0.1:${port}`,
    loginLimits: { failuresPerIpAndEmail: 1e9, failuresPerIp: 1e9, windowSeconds: 60 },
    onEmailQueued: () => {},
  }),
  logger: pino({ level: process.env.LOG_LEVEL ?? 'info' }),
  authRateLimit: { max: 1e9, timeWindowMs: 60_000 },
});

process.on('SIGTERM', async () => {
  await app.close();
  await db.close();
  process.exit(0);
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
