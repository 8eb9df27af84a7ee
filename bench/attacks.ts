/**
 * Re-runs the attacks of issue 13 against the built server (`npm run build` first) and prints the
 * figures for bench/README.md:
 *
 *   npm run bench:attacks -w @balasin/server -- [--cycles 20]
 *
 * 1. Outages under load: PostgreSQL (a throwaway cluster of its own) stopped and started N times
 *    while 8 clients read; counts server crashes, times each answer during the outages.
 * 2. Rate limits spelled around: percent-encoded names and batches, against the default limits.
 * 3. The login limit under concurrency: parallel batches and REST logins for one e-mail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCluster } from '../apps/server/test/pg-cluster.ts';

const { values } = parseArgs({ options: { cycles: { type: 'string', default: '20' } } });
const CYCLES = Number(values.cycles);
const SERVER = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Server = { url: string; child: ChildProcess; stderr: string[] };

const startServer = async (databaseUrl: string, env: Record<string, string> = {}) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stderr: string[] = [];
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited on start: ${stderr.join('')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  return { url, child, stderr } satisfies Server;
};

const stopServer = async (server: Server) => {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
};

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const signUp = async (server: Server) => {
  const email = `attack.${Date.now()}@example.com`;
  const password = 'rahasia-attack-1';
  await fetch(
    `${server.url}/api/auth/register`,
    json({
      name: 'Attack',
      email,
      password,
      businessName: 'Attack',
      whatsappNumber: '+6281234567890',
      packageType: 'lite',
    }),
  );
  const login = await fetch(`${server.url}/api/auth/login`, json({ email, password }));
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

const outages = async (databaseUrl: string, cluster: Awaited<ReturnType<typeof createCluster>>) => {
  let server = await startServer(databaseUrl);
  const cookie = await signUp(server);
  let crashes = 0;
  let loading = true;
  const outageAnswers: { ms: number; status: number }[] = [];
  const recoveries: number[] = [];
  let down = false;

  const read = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}/api/whatsapp-numbers`, { headers: { cookie } });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    } catch {
      return { ms: performance.now() - started, status: 0 };
    }
  };
  const worker = async () => {
    while (loading) {
      const answer = await read();
      if (down) outageAnswers.push(answer);
    }
  };
  const workers = Array.from({ length: 8 }, worker);

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    await sleep(1000);
    cluster.stop(cycle % 2 === 0 ? 'fast' : 'immediate');
    down = true;
    await sleep(3000);
    down = false;
    cluster.start();
    const back = performance.now();
    while ((await read()).status !== 200 && performance.now() - back < 30_000) await sleep(50);
    recoveries.push(performance.now() - back);
    if (server.child.exitCode !== null) {
      crashes++;
      console.error(`cycle ${cycle}: the server died:\n${server.stderr.join('').slice(-2000)}`);
      server = await startServer(databaseUrl);
    }
  }
  loading = false;
  await Promise.all(workers);
  await stopServer(server);

  const times = outageAnswers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const { status } of outageAnswers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return {
    crashes,
    answers: outageAnswers.length,
    statuses: Object.fromEntries(statuses),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
    recoveryMax: Math.max(...recoveries),
  };
};

const contact = {
  name: 'Attack',
  email: 'attack@example.com',
  message: 'Halo, ini pesan uji batas kiriman formulir kontak.',
};

/** contact.send calls that ran, whatever the spelling; the limit is 5 per 10 minutes. */
const contactAttack = async (server: Server) => {
  let through = 0;
  for (let i = 0; i < 10; i++) {
    const encoded = await fetch(`${server.url}/trpc/%63ontact.send`, json(contact));
    if (encoded.ok) through++;
    const batch = await fetch(
      `${server.url}/trpc/whatsappNumbers.delete,contact.send,contact.send?batch=1`,
      json({ 0: { id: '00000000-0000-4000-8000-000000000000' }, 1: contact, 2: contact }),
    );
    if (batch.status !== 429) {
      const calls = (await batch.json()) as { result?: unknown }[];
      through += calls.filter((call) => call.result).length;
    }
  }
  return through;
};

/** auth calls answered (not 429), percent-encoded; the limit is 60 a minute. */
const authAttack = async (server: Server) => {
  let through = 0;
  for (let i = 0; i < 150; i++) {
    const response = await fetch(`${server.url}/trpc/%61uth.refresh`, json({}));
    if (response.status !== 429) through++;
  }
  return through;
};

const batchCap = async (server: Server) => {
  const names = Array.from({ length: 11 }, () => 'system.health').join(',');
  return (await fetch(`${server.url}/trpc/${names}?batch=1`)).status;
};

/** Password checks (401s) through the login limit: 10 per IP and e-mail, 100 per IP. */
const loginAttack = async (server: Server) => {
  const login = (email: string) =>
    fetch(`${server.url}/api/auth/login`, json({ email, password: 'wrong-password' }));
  const calls = Array.from({ length: 9 }, () => 'auth.login').join(',');
  const batches = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(
        `${server.url}/trpc/${calls}?batch=1`,
        json(
          Object.fromEntries(
            Array.from({ length: 9 }, (_, i) => [
              i,
              { email: 'batch@example.com', password: 'wrong-password' },
            ]),
          ),
        ),
      ).then((response) => response.json() as Promise<{ error?: { data?: { code?: string } } }[]>),
    ),
  );
  const batchChecks = batches
    .flat()
    .filter((call) => call.error?.data?.code === 'UNAUTHORIZED').length;
  const rest = await Promise.all(Array.from({ length: 40 }, () => login('rest@example.com')));
  const restChecks = rest.filter((response) => response.status === 401).length;
  const spray = await Promise.all(
    Array.from({ length: 150 }, (_, i) => login(`spray${i}@example.com`)),
  );
  const sprayChecks = spray.filter((response) => response.status === 401).length;
  return { batchChecks, restChecks, sprayChecks };
};

const cluster = await createCluster();
try {
  const databaseUrl = cluster.url;
  const outage = await outages(databaseUrl, cluster);
  const limited = await startServer(databaseUrl);
  const contactThrough = await contactAttack(limited);
  const authThrough = await authAttack(limited);
  const cap = await batchCap(limited);
  await stopServer(limited);
  const logins = await startServer(databaseUrl, { AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  const login = await loginAttack(logins);
  await stopServer(logins);

  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`
| attack | figure |
| --- | --- |
| ${CYCLES} PostgreSQL stops (fast and immediate, 3 s each) under 8 readers | ${outage.crashes} crashes |
| answers during the outages | ${outage.answers}: ${JSON.stringify(outage.statuses)} |
| time to the answer during an outage | p50 ${ms(outage.p50)}, p99 ${ms(outage.p99)}, max ${ms(outage.max)} |
| back to 200 after PostgreSQL is up | at most ${ms(outage.recoveryMax)} |
| contact.send through /trpc/%63ontact.send and batches (limit 5) | ${contactThrough} |
| /trpc/%61uth.refresh answered of 150 (limit 60 a minute) | ${authThrough} |
| a batch of 11 calls | ${cap} |
| password checks: 20 parallel batches of 9 logins, one e-mail (limit 10) | ${login.batchChecks} |
| password checks: 40 parallel REST logins, one e-mail (limit 10) | ${login.restChecks} |
| password checks: 150 parallel logins, other e-mails, same IP (100 per IP, 20 spent above) | ${login.sprayChecks} |
`);
} finally {
  cluster.destroy();
}
