import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type DbHandle, schema } from '@balasin/db';
import { createTestDb } from '@balasin/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two server processes on one PostgreSQL database, as two machines would run them: a number's
 * session is held by exactly one of them, and when that one dies (SIGKILL: no goodbye, its lease
 * simply stops), the other takes the number over and resumes it without a new scan. PGlite is
 * one process by nature, so this runs where PostgreSQL is.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const LEASE_SECONDS = 3;
const serverMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const sparePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Running = { child: ChildProcess; url: string; output: () => string };

const startServer = async (databaseUrl: string): Promise<Running> => {
  const port = await sparePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      APP_URL: url,
      ENGINE_LEASE_SECONDS: String(LEASE_SECONDS),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`server did not start:\n${output}`);
};

const call = async (
  server: Running,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
) => {
  const response = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      origin: server.url,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    response,
  };
};

const until = async <T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.skipIf(!postgresUrl)('two server processes', () => {
  let db: DbHandle & { url?: string };
  const servers: Running[] = [];

  beforeAll(async () => {
    db = await createTestDb();
    servers.push(...(await Promise.all([startServer(db.url ?? ''), startServer(db.url ?? '')])));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await db?.close();
  });

  const holderPid = async (numberId: string) => {
    const [row] = await db.db
      .select({ pid: schema.engineWorkers.pid })
      .from(schema.whatsappNumbers)
      .innerJoin(schema.engineWorkers, eq(schema.engineWorkers.id, schema.whatsappNumbers.workerId))
      .where(eq(schema.whatsappNumbers.id, numberId));
    return row?.pid;
  };

  it('exactly one holds a number; kill it and the other resumes the session without a scan', async () => {
    const [first, second] = servers as [Running, Running];
    const email = `takeover.${Date.now()}@example.com`;
    const registered = await call(first, '/api/auth/register', {
      method: 'POST',
      body: {
        name: 'Budi',
        email,
        password: 'rahasia123',
        businessName: 'Toko Budi',
        whatsappNumber: '+6281234567890',
        packageType: 'lite',
      },
    });
    expect(registered.status).toBe(201);
    const login = await call(first, '/api/auth/login', {
      method: 'POST',
      body: { email, password: 'rahasia123' },
    });
    const cookie = login.response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const added = await call(first, '/api/whatsapp-numbers', {
      method: 'POST',
      cookie,
      body: { number: '+6281299990001', name: 'CS', test: true },
    });
    const id = added.body.id as string;

    // Both processes hear the connect; one claims it.
    expect(
      (
        await call(second, `/api/whatsapp-numbers/${id}/connect`, {
          method: 'POST',
          cookie,
          body: { method: 'sandbox' },
        })
      ).status,
    ).toBe(202);
    await until('the QR', async () => {
      const detail = await call(first, `/api/whatsapp-numbers/${id}`, { cookie });
      return detail.body.state === 'qr' ? detail : undefined;
    });
    expect(
      (await call(first, `/api/whatsapp-numbers/${id}/sandbox/scan`, { method: 'POST', cookie }))
        .status,
    ).toBe(202);
    await until('connected', async () => {
      const detail = await call(second, `/api/whatsapp-numbers/${id}`, { cookie });
      return detail.body.state === 'connected' ? detail : undefined;
    });
    const workers = await db.db.select().from(schema.engineWorkers);
    expect(workers.map((w) => w.pid).sort()).toEqual([first.child.pid, second.child.pid].sort());
    const holder = await holderPid(id);
    expect([first.child.pid, second.child.pid]).toContain(holder);

    const [dying, surviving] = holder === first.child.pid ? [first, second] : [second, first];
    const killedAt = Date.now();
    dying.child.kill('SIGKILL');
    const takenOver = await until(
      'the takeover',
      async () => ((await holderPid(id)) === surviving.child.pid ? true : undefined),
      30_000,
    );
    expect(takenOver).toBe(true);
    const resumed = await until('connected again', async () => {
      const detail = await call(surviving, `/api/whatsapp-numbers/${id}`, { cookie });
      return detail.body.state === 'connected' ? detail : undefined;
    });
    // Within a minute, as promised; here the lease is 3 s, so a few seconds.
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(resumed.body.qr).toBeUndefined();
    expect(surviving.output()).not.toMatch(/TypeError|unhandled/i);
  }, 120_000);
});
