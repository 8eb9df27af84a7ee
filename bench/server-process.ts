import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export type RunningServer = {
  url: string;
  /** Resident memory of the server process in MB (Linux /proc), or null elsewhere. */
  rssMb: () => number | null;
  /** CPU time the server process has used so far in ms, user and system (Linux /proc), or null. */
  cpuMs: () => number | null;
  stop: () => Promise<void>;
};

/**
 * Our server exactly as `npm start` runs it: the built bundle under `node` with the same V8
 * flag, no wrapper process (the pid is the server's own). Only the per-IP limits on auth paths
 * are lifted: the load generator is a single IP, and the login benchmark measures hashing and
 * the database, not the limiter turning it away.
 */
const OURS_ARGS = [
  '--max-semi-space-size=2',
  fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url)),
];
const NO_LIMIT = '1000000000';
const OURS_ENV = {
  AUTH_RATE_LIMIT_PER_MINUTE: NO_LIMIT,
  LOGIN_FAILURES_PER_IP_AND_EMAIL: NO_LIMIT,
  LOGIN_FAILURES_PER_IP: NO_LIMIT,
  LOG_LEVEL: 'info',
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const rssOf = (pid: number | undefined) => () => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
};

/** utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux). */
const cpuOf = (pid: number | undefined) => () => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis don't.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const healthy = async (url: string, child: ChildProcess) => {
  while (child.exitCode === null) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`our server exited (${child.exitCode}) on start`);
};

const startOurs = async (url: string, env: Record<string, string>) => {
  // Extra V8/Node flags for our server alone (`--cpu-prof`, `--trace-gc`): NODE_OPTIONS refuses some.
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, ...OURS_ARGS], {
    env: { ...process.env, ...env, ...OURS_ENV, APP_URL: url, NODE_ENV: 'production' },
    // Our server logs each request, as in production; the lines go nowhere.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await healthy(url, child);
  return child;
};

/** `servers/bare.ts` through tsx; it says when it listens. */
const startBare = async (env: Record<string, string>) => {
  const child = fork(fileURLToPath(new URL('./servers/bare.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code}) on start`)));
  });
  return child;
};

/** Runs one server in its own Node process on a free port, and resolves once it answers. */
export const startServer = async (
  name: 'ours' | 'bare',
  env: Record<string, string>,
): Promise<RunningServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const portEnv = { ...env, PORT: String(port), HOST: '127.0.0.1' };
  const child = name === 'ours' ? await startOurs(url, portEnv) : await startBare(portEnv);
  return {
    url,
    rssMb: rssOf(child.pid),
    cpuMs: cpuOf(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
};
