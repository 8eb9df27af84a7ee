import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export type RunningServer = {
  url: string;
  /** Resident memory of the server process in MB (Linux /proc), or null elsewhere. */
  rssMb: () => number | null;
  stop: () => Promise<void>;
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

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Runs `servers/<name>.ts` in its own Node process (through tsx, no wrapper process, so the
 * pid is the server's own), on a free port, and resolves once it listens.
 */
export const startServer = async (
  name: 'ours' | 'bare',
  env: Record<string, string>,
): Promise<RunningServer> => {
  const port = await freePort();
  const child = fork(fileURLToPath(new URL(`./servers/${name}.ts`, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
    // Our server logs each request, as in production; the lines go nowhere.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${name} server exited (${code}) on start`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    rssMb: rssOf(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
};
