import { randomBytes } from 'node:crypto';
import { hashPassword } from '@balasin/api';
import type { DbHandle } from '@balasin/db';
import { seedSubscriptions } from '@balasin/db/testing';
import { sql } from 'drizzle-orm';
import type { Target } from './database.ts';
import { ADMIN, OWNER, seedFixtures } from './fixtures.ts';
import { type LatencyResult, type LoadResult, latencies, load, signIn } from './measure.ts';
import { explainSearches, type SearchPlan, type SearchTiming, timeSearches } from './search.ts';
import { startServer } from './server-process.ts';

export type SuiteOptions = { small: number; large: number; seconds: number };

export type SuiteResult = {
  kind: Target['kind'];
  options: SuiteOptions;
  rest: { ours: LoadResult; bare: LoadResult; ratio: number };
  trpc: LoadResult;
  search: { small: SearchTiming[]; large: SearchTiming[]; plans: SearchPlan[] };
  login: LatencyResult;
  memory: { idleMb: number | null; underLoadMb: number | null };
};

const CONNECTIONS = 50;
const SEARCH_REQUESTS = 200;
/** As many people signing in at once as there are cores: hashing is the cost being measured. */
const LOGIN_CLIENTS = 2;
const LOGIN_REQUESTS = 200;
/** The reading of idle memory: 12 s after the process starts. */
const IDLE_AFTER_MS = 12_000;

const withDb = async (target: Target, work: (db: DbHandle) => Promise<void>) => {
  const db = target.open();
  try {
    await work(db);
  } finally {
    await db.close();
  }
};

const seed = async (db: DbHandle, count: number) => {
  // Seeded owners never sign in: one hash serves them all (see the seed CLI).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await seedSubscriptions(db.db, { count, passwordHash });
  // Fresh statistics, as autovacuum would have gathered on a database that grew over time.
  await db.db.execute(sql`analyze`);
};

const max = (...values: (number | null)[]) =>
  values.reduce<number | null>((a, b) => (b === null ? a : Math.max(a ?? 0, b)), null);

const log = (kind: string, message: string) => console.log(`[${kind}] ${message}`);

/** Every measurement on one database kind; servers run one at a time so they never compete. */
export const runSuite = async (target: Target, options: SuiteOptions): Promise<SuiteResult> => {
  const { kind } = target;
  const steady = { connections: CONNECTIONS, seconds: options.seconds };
  const warm = { connections: CONNECTIONS, seconds: Math.min(3, options.seconds) };

  log(kind, `seeding ${options.small.toLocaleString('en')} subscriptions`);
  await target.reset();
  await withDb(target, async (db) => {
    await db.migrate();
    await seedFixtures(db.db);
    await seed(db, options.small);
  });

  log(kind, 'GET /api/whatsapp-numbers: our server');
  const startedAt = Date.now();
  let ours = await startServer('ours', target.env);
  const ownerCookie = await signIn(ours.url, OWNER);
  const adminCookie = await signIn(ours.url, ADMIN);
  // Idle means settled: start-up garbage collected, as an operator would read it a little later.
  await new Promise((wait) =>
    setTimeout(wait, Math.max(0, IDLE_AFTER_MS - (Date.now() - startedAt))),
  );
  const idleMb = ours.rssMb();
  const rest = { path: '/api/whatsapp-numbers', headers: { cookie: ownerCookie } };
  await load(ours, { ...rest, ...warm });
  const restOurs = await load(ours, { ...rest, ...steady });
  await ours.stop();

  log(kind, 'GET /api/whatsapp-numbers: bare Fastify');
  const bare = await startServer('bare', target.env);
  await load(bare, { ...rest, ...warm });
  const restBare = await load(bare, { ...rest, ...steady });
  await bare.stop();

  log(kind, 'tRPC whatsappNumbers.list, admin search, login');
  ours = await startServer('ours', target.env);
  const trpcPath = { path: '/trpc/whatsappNumbers.list', headers: { cookie: ownerCookie } };
  await load(ours, { ...trpcPath, ...warm });
  const trpc = await load(ours, { ...trpcPath, ...steady });
  const small = await timeSearches(ours, adminCookie, SEARCH_REQUESTS);
  const loginUrl = `${ours.url}/api/auth/login`;
  const login = await latencies(ours, {
    count: LOGIN_REQUESTS,
    workers: LOGIN_CLIENTS,
    send: () =>
      fetch(loginUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(OWNER),
      }),
  });
  await ours.stop();

  log(kind, `seeding up to ${options.large.toLocaleString('en')} subscriptions`);
  await withDb(target, (db) => seed(db, options.large - options.small));

  log(kind, 'admin search at the large size');
  ours = await startServer('ours', target.env);
  const large = await timeSearches(ours, await signIn(ours.url, ADMIN), SEARCH_REQUESTS);
  await ours.stop();

  let plans: SearchPlan[] = [];
  await withDb(target, async (db) => {
    plans = await explainSearches(db);
  });

  return {
    kind,
    options,
    rest: {
      ours: restOurs,
      bare: restBare,
      ratio: Math.round((restOurs.requestsPerSecond / restBare.requestsPerSecond) * 100) / 100,
    },
    trpc,
    search: { small, large, plans },
    login,
    memory: {
      idleMb,
      underLoadMb: max(restOurs.maxRssMb, trpc.maxRssMb, login.maxRssMb),
    },
  };
};
