import { setImmediate } from 'node:timers/promises';
import { createDb } from '@balasin/db';
import { listEmailsTo } from '@balasin/db/testing';
import { messages, OUTAGE } from '@balasin/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseRelay } from './database-relay.ts';
import {
  adminJar,
  type CookieJar,
  createTestServer,
  customer,
  json,
  register,
  registration,
  request,
  type TestServer,
} from './helpers.ts';
import { type Cluster, clusterUnavailableReason, createCluster } from './pg-cluster.ts';

/**
 * The database goes away under a running server and comes back. Runs on a cluster of its own
 * (never the shared test server), so it needs PostgreSQL's binaries; without them it is
 * skipped, and says why.
 */
const unavailable = clusterUnavailableReason();
if (unavailable) console.warn(`db-faults skipped: ${unavailable}`);

/** What a person or a REST client waits, at most, for the outage's 503. */
const QUICK_MS = 1000;

let cluster: Cluster;
let server: TestServer;
let owner: CookieJar;
let admin: CookieJar;
/** Forgets their password during the outage, and resets it once the database is back. */
let forgetful: { email: string; password: string };

const uniqueNumber = () =>
  `+6287${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

const add = (name: string) =>
  request(server, owner, {
    method: 'POST',
    url: '/api/whatsapp-numbers',
    payload: { number: uniqueNumber(), name },
  });

const listIds = async () => {
  const response = await request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' });
  expect(response.statusCode).toBe(200);
  return json<{ id: string }[]>(response).map((n) => n.id);
};

const timed = async (send: () => Promise<LightMyRequestResponse>) => {
  const started = performance.now();
  const response = await send();
  return { response, ms: performance.now() - started };
};

const expectUnavailable = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe(String(OUTAGE.retryAfterSeconds));
  expect(json(response)).toEqual({
    error: messages.databaseUnavailable,
    message: messages.databaseUnavailable,
    code: 'SERVICE_UNAVAILABLE',
  });
};

describe.skipIf(unavailable)('database outage', () => {
  beforeAll(async () => {
    cluster = await createCluster();
    const db = createDb({ databaseUrl: cluster.url, poolSize: 5 });
    await db.migrate();
    server = await createTestServer({ db });
    owner = (await customer(server, { packageType: 'enterprise' })).jar;
    admin = await adminJar(server);
    forgetful = await register(server);
  });
  afterAll(async () => {
    await server?.close().catch(() => {});
    cluster?.destroy();
  });

  it('answers 503 quickly while the database is down, recovers when it returns, and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const keep = (response: LightMyRequestResponse) => {
      if (response.statusCode === 201) acknowledged.push(json<{ id: string }>(response).id);
      return response;
    };
    for (const name of ['Before 1', 'Before 2']) {
      expect(keep(await add(name)).statusCode).toBe(201);
    }

    // The cluster dies while writes are in flight: each is either acknowledged or refused.
    const inFlight = Array.from({ length: 4 }, (_, i) => add(`During ${i}`).then(keep));
    cluster.stop();
    for (const response of await Promise.all(inFlight)) {
      expect([201, 503], response.body).toContain(response.statusCode);
    }

    const rest = [
      () => request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' }),
      () => add('Down'),
      () => request(server, admin, { method: 'GET', url: '/api/admin/subscriptions' }),
      () =>
        request(server, undefined, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'someone@example.com', password: 'whatever-it-is' },
        }),
      () =>
        request(server, undefined, {
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: forgetful.email },
        }),
      () =>
        request(server, undefined, {
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token: 'a-link-from-before', password: 'kata-sandi-baru-123' },
        }),
    ];
    for (const send of rest) {
      const { response, ms } = await timed(send);
      expect(ms).toBeLessThan(QUICK_MS);
      expectUnavailable(response);
    }
    const trpc = await timed(() =>
      request(server, owner, { method: 'GET', url: '/trpc/whatsappNumbers.list' }),
    );
    expect(trpc.ms).toBeLessThan(QUICK_MS);
    expect(trpc.response.statusCode).toBe(503);
    const health = await timed(() =>
      request(server, undefined, { method: 'GET', url: '/api/health' }),
    );
    expect(health.ms).toBeLessThan(QUICK_MS);
    expectUnavailable(health.response);

    // Back again: the same server finds it within a few seconds, without a restart.
    cluster.start();
    const deadline = Date.now() + 4000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await request(server, undefined, { method: 'GET', url: '/api/health' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);

    const ids = await listIds();
    expect(ids).toEqual(expect.arrayContaining(acknowledged));
    expect(keep(await add('After')).statusCode).toBe(201);
    expect(await listIds()).toEqual(expect.arrayContaining(acknowledged));

    // The password reset asked for during the outage can be asked for again, and works.
    const asked = await request(server, undefined, {
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: forgetful.email },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    let token: string | null | undefined;
    await expect
      .poll(
        async () => {
          const mails = await listEmailsTo(server.db.db, forgetful.email);
          const link = mails.at(-1)?.text.match(/http\S+\/reset-password\?token=[\w-]+/)?.[0];
          token = link ? new URL(link).searchParams.get('token') : undefined;
          return token;
        },
        { timeout: 15_000 },
      )
      .toBeTruthy();
    const reset = await request(server, undefined, {
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'kata-sandi-baru-123' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await request(server, undefined, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: forgetful.email, password: 'kata-sandi-baru-123' },
    });
    expect(signedIn.statusCode).toBe(200);
  }, 60_000);
});

/** Outages while requests keep coming: the driver must never throw outside a request. */
describe.skipIf(unavailable)('repeated outages under load', () => {
  const CYCLES = 10;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    cluster = await createCluster();
    const db = createDb({ databaseUrl: cluster.url, poolSize: 8 });
    await db.migrate();
    server = await createTestServer({ db });
    owner = (await customer(server, { packageType: 'enterprise' })).jar;
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await server?.close().catch(() => {});
    cluster?.destroy();
  });

  it('refuses a transaction whose connection dies mid-query, and throws nothing outside it', async () => {
    const killer = createDb({ databaseUrl: cluster.url, poolSize: 1 });
    let pid: number | undefined;
    const transaction = server.db.db.transaction(async (tx) => {
      const [row] = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        pid: number;
      }[];
      pid = row?.pid;
      await tx.execute(sql`select pg_sleep(5)`);
    });
    const outcome = transaction.then(
      () => 'committed',
      (error: { code?: string }) => error.code,
    );
    while (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    await killer.db.execute(sql`select pg_terminate_backend(${pid})`);
    await killer.close();
    expect(await outcome).toBe('CONNECTION_CLOSED');
    // The driver's ROLLBACK on the dead connection went out from a setImmediate: give it its turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(uncaught).toEqual([]);
    expect(
      (await request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' })).statusCode,
    ).toBe(200);
  });

  it(`keeps serving the same process through ${CYCLES} stops and starts`, async () => {
    let loading = true;
    const statuses = new Map<number, number>();
    // Reads, and registrations: each one a transaction whose rollback meets a dead connection.
    const send = (reader: boolean) =>
      reader
        ? request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' })
        : request(server, undefined, {
            method: 'POST',
            url: '/api/auth/register',
            payload: registration(),
          });
    const worker = async (reader: boolean) => {
      while (loading) {
        const response = await send(reader);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        // An instant 503 comes back without any I/O: let timers (the gate's re-probe) run.
        await setImmediate();
      }
    };
    const workers = Array.from({ length: 8 }, (_, i) => worker(i % 2 === 0));

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 300));
      cluster.stop(cycle % 2 === 0 ? 'fast' : 'immediate');
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 700));
      cluster.start();
      const deadline = Date.now() + 15_000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        status = (await request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' }))
          .statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status, `cycle ${cycle}`).toBe(200);
    }
    loading = false;
    await Promise.all(workers);

    expect(uncaught).toEqual([]);
    // Every answer was a success or the outage's 503: nothing else leaked out.
    expect([...statuses.keys()].sort()).toEqual([200, 201, 503]);
  }, 240_000);
});

/** The database stops answering without hanging up (a lost network): nothing may wait on it. */
describe.skipIf(unavailable)('a silent database', () => {
  let proxy: Awaited<ReturnType<typeof createDatabaseRelay>>;

  beforeAll(async () => {
    cluster = await createCluster();
    proxy = await createDatabaseRelay({
      host: '127.0.0.1',
      port: Number(new URL(cluster.url).port),
    });
    const url = new URL(cluster.url);
    url.port = String(proxy.port);
    const db = createDb({ databaseUrl: url.toString(), poolSize: 8 });
    await db.migrate();
    server = await createTestServer({ db });
    owner = (await customer(server, { packageType: 'enterprise' })).jar;
  });
  afterAll(async () => {
    proxy?.mend();
    await server?.close().catch(() => {});
    await proxy?.close();
    cluster?.destroy();
  });

  it('answers 503 with Retry-After within a second, and serves again soon after it returns', async () => {
    expect(
      (await request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' })).statusCode,
    ).toBe(200);
    proxy.cut();
    const asks = [
      () => request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' }),
      () => add('Silent'),
      () => request(server, owner, { method: 'GET', url: '/trpc/whatsappNumbers.list' }),
      () => request(server, undefined, { method: 'GET', url: '/api/health' }),
    ];
    const times: number[] = [];
    // The first asks meet the silence itself; the rest find the gate already shut.
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(asks.map((ask) => timed(ask)));
      for (const { response, ms } of answers) {
        times.push(ms);
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe(String(OUTAGE.retryAfterSeconds));
      }
    }
    expect(Math.max(...times)).toBeLessThan(QUICK_MS);

    proxy.mend();
    const mended = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - mended < 4000) {
      status = (await request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' }))
        .statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  }, 60_000);
});

/**
 * A database that answers, only slowly (a distant one, a busy machine): its requests take longer
 * than OUTAGE.slowRequestMs, so the gate asks it whether it is there, and it must not count a
 * slow answer as none. Going silent or away through the same slow link still shuts the gate.
 */
describe.skipIf(unavailable)('a slow database', () => {
  /** Each way: a round trip takes twice this, a failed login several round trips. */
  const DELAY_MS = 150;
  let relay: Awaited<ReturnType<typeof createDatabaseRelay>>;

  const failedLogin = () =>
    request(server, undefined, {
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: `nobody.${Math.random().toString(36).slice(2, 10)}@example.com`,
        password: 'not-the-password',
      },
    });
  const list = () => request(server, owner, { method: 'GET', url: '/api/whatsapp-numbers' });
  /** What three rounds of ordinaryRequests get while the database answers. */
  const SERVED = [401, 200, 401, 200, 401, 200, 401, 200, 401, 200, 401, 200];

  /**
   * Every connection to it hangs up, as when it restarts. Queries sent before the driver reads
   * the hang-up fail (a restart's own 503s, not the gate's): it is given a moment to read it.
   */
  const dropConnections = async () => {
    relay.drop();
    await new Promise((resolve) => setTimeout(resolve, 200));
  };

  /** Rounds of failed logins and lists side by side: the answers a client would get. */
  const ordinaryRequests = async () => {
    const answers: { status: number; ms: number }[] = [];
    for (let round = 0; round < 3; round++) {
      const timings = await Promise.all(
        [failedLogin, list, failedLogin, list].map((send) => timed(send)),
      );
      for (const { response, ms } of timings) answers.push({ status: response.statusCode, ms });
    }
    return answers;
  };

  const expectServedAgain = async () => {
    const deadline = Date.now() + 6000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await list()).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  };

  beforeAll(async () => {
    cluster = await createCluster();
    // Migrated directly: dozens of statements through the slow relay would take minutes.
    const direct = createDb({ databaseUrl: cluster.url, poolSize: 1 });
    await direct.migrate();
    await direct.close();
    relay = await createDatabaseRelay({
      host: '127.0.0.1',
      port: Number(new URL(cluster.url).port),
    });
    const url = new URL(cluster.url);
    url.port = String(relay.port);
    server = await createTestServer({ db: createDb({ databaseUrl: url.toString(), poolSize: 8 }) });
    owner = (await customer(server, { packageType: 'enterprise' })).jar;
    relay.delay(DELAY_MS);
  });
  afterAll(async () => {
    relay?.mend();
    await server?.close().catch(() => {});
    await relay?.close();
    cluster?.destroy();
  });

  it('keeps serving: failed logins are 401s and lists 200s, though each takes long enough to be asked about', async () => {
    const answers = await ordinaryRequests();
    expect(answers.map((a) => a.status)).toEqual(SERVED);
    expect(Math.min(...answers.map((a) => a.ms))).toBeGreaterThan(OUTAGE.slowRequestMs);
  }, 60_000);

  it('keeps serving after every connection to it dropped (the gate must open its own again)', async () => {
    await dropConnections();
    const answers = await ordinaryRequests();
    expect(answers.map((a) => a.status)).toEqual(SERVED);
  }, 60_000);

  it('answers 503 within a second when it goes silent, and serves again when it answers', async () => {
    expect((await list()).statusCode).toBe(200);
    relay.cut();
    const asks = await Promise.all(
      [list, failedLogin, list, failedLogin].map((send) => timed(send)),
    );
    for (const { response } of asks) expectUnavailable(response);
    expect(Math.max(...asks.map((a) => a.ms))).toBeLessThan(QUICK_MS);
    relay.mend();
    await expectServedAgain();
  }, 60_000);

  it('answers 503 within the connect deadline when it goes silent with no connection open', async () => {
    expect((await list()).statusCode).toBe(200);
    await dropConnections();
    relay.cut();
    // Opening a connection to it is as slow as to a database far away: only connectTimeoutMs
    // tells the two apart.
    const { response, ms } = await timed(list);
    expectUnavailable(response);
    expect(ms).toBeLessThan(OUTAGE.slowRequestMs + OUTAGE.connectTimeoutMs + 700);
    // The gate shuts (by then or within slowRequestMs): the next ones do not wait that long.
    const next = await timed(failedLogin);
    expectUnavailable(next.response);
    expect(next.ms).toBeLessThan(QUICK_MS);
    relay.mend();
    await expectServedAgain();
  }, 60_000);

  it('answers 503 within the connect deadline when it stops, and serves again when it starts', async () => {
    expect((await list()).statusCode).toBe(200);
    cluster.stop();
    // The relay accepts and hangs up, as a proxy in front of a stopped database does; the
    // driver then tries again at once rather than fail, so only the gate's deadline ends it.
    const asks = await Promise.all([list, failedLogin].map((send) => timed(send)));
    for (const { response } of asks) expectUnavailable(response);
    expect(Math.max(...asks.map((a) => a.ms))).toBeLessThan(
      OUTAGE.slowRequestMs + OUTAGE.connectTimeoutMs + 700,
    );
    cluster.start();
    await expectServedAgain();
  }, 60_000);
});
