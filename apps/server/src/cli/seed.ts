import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ensureAdmin, hashPassword } from '@balasin/api';
// Seed data lives with the test support, out of the package's main entry the server imports.
import {
  DEMO_BUSINESS_NAME,
  findAnyAdmin,
  seedDemoAccount,
  seedSubscriptions,
} from '@balasin/db/testing';
import { parseEnv, resolveDataDir } from '../env.ts';
import { openDb } from '../open-db.ts';

const DEMO = { email: 'demo@balasin.id', password: 'demo12345', name: 'Demo Balasin' };
const ADMIN = { email: 'admin@balasin.id', password: 'admin12345' };

const usage = 'Usage: npm run db:seed -- [--subscriptions N]';

const { values } = parseArgs({ options: { subscriptions: { type: 'string', default: '0' } } });
const count = Number(values.subscriptions);
if (!Number.isSafeInteger(count) || count < 0) {
  console.error(usage);
  process.exit(2);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

const env = parseEnv(process.env);
const db = openDb({ databaseUrl: env.DATABASE_URL, dataDir: resolveDataDir(env.DATA_DIR) });
const started = performance.now();
try {
  await db.migrate();
  console.log(`Database: ${db.kind}, migrated in ${seconds(started)}.`);

  const demo = await seedDemoAccount(db.db, {
    email: DEMO.email,
    name: DEMO.name,
    passwordHash: await hashPassword(DEMO.password),
  });
  console.log(
    demo === 'created'
      ? `Created demo user ${DEMO.email} / ${DEMO.password} (${DEMO_BUSINESS_NAME}, active lite subscription, two numbers).`
      : `Demo user ${DEMO.email} already exists; left as it is.`,
  );

  const admin = await findAnyAdmin(db.db);
  if (admin) {
    console.log(`An admin already exists (${admin.email}); no admin created.`);
  } else {
    const outcome = await ensureAdmin(db.db, ADMIN.email, ADMIN.password);
    console.log(
      outcome === 'created'
        ? `Created admin ${ADMIN.email} / ${ADMIN.password}.`
        : `${ADMIN.email} already existed; it is now an admin (its password is unchanged).`,
    );
  }

  if (count > 0) {
    const seeding = performance.now();
    await seedSubscriptions(db.db, {
      count,
      // Seeded owners are not meant to sign in: one hash of a discarded random password serves
      // them all, since hashing each (argon2id) would take far longer than inserting them.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      onBatch: (done) => console.log(`  ${done} / ${count} subscriptions (${seconds(seeding)})`),
    });
    console.log(
      `Seeded ${count} owners, businesses and subscriptions in ${seconds(seeding)} (${Math.round(count / ((performance.now() - seeding) / 1000))} a second).`,
    );
  }
  console.log(`Done in ${seconds(started)}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
