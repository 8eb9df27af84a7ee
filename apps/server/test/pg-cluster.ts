import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster of the test's own (initdb on a temporary folder, a spare
 * loopback port), so a test can stop and start the database under a running server without
 * touching anyone else's.
 */
export type Cluster = {
  url: string;
  /**
   * `immediate` (the default) stops at once, as a crash or a killed container would: no goodbye
   * to clients. `fast` is what `pg_ctlcluster stop` does: each backend tells its client it is
   * being shut down, then hangs up.
   */
  stop: (mode?: 'immediate' | 'fast') => void;
  start: () => void;
  destroy: () => void;
};

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** PG_BIN, then Debian's versioned folders (newest first), then PATH. */
const findBinaries = () => {
  const debian = (() => {
    try {
      return readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`);
    } catch {
      return [];
    }
  })();
  const candidates = [process.env.PG_BIN, ...debian, ...(process.env.PATH ?? '').split(delimiter)];
  return candidates.find(
    (dir): dir is string =>
      dir !== undefined && ['initdb', 'pg_ctl'].every((bin) => isExecutable(join(dir, bin))),
  );
};

/** initdb refuses to run as root: then run the binaries as the `postgres` account, if any. */
const findRunner = (): { prefix: string[]; uid?: number } | string => {
  if (process.getuid?.() !== 0) return { prefix: [] };
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    if (!isExecutable('/usr/sbin/runuser') && !isExecutable('/sbin/runuser')) {
      return 'running as root and runuser is missing (initdb refuses root)';
    }
    return { prefix: ['runuser', '-u', 'postgres', '--'], uid };
  } catch {
    return 'running as root with no "postgres" account to run initdb as';
  }
};

/** Answers why a cluster cannot be made here, or undefined when it can. */
export const clusterUnavailableReason = () => {
  if (!findBinaries()) return 'no PostgreSQL binaries (initdb, pg_ctl) found; set PG_BIN';
  const runner = findRunner();
  return typeof runner === 'string' ? runner : undefined;
};

const sparePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export const createCluster = async (): Promise<Cluster> => {
  const bin = findBinaries() as string;
  const runner = findRunner();
  if (typeof runner === 'string') throw new Error(runner);
  const root = mkdtempSync(join(tmpdir(), 'balasin-pg-'));
  if (runner.uid !== undefined) chownSync(root, runner.uid, -1);
  const data = join(root, 'data');
  const port = await sparePort();
  const run = (binary: string, args: string[]) => {
    const [command, ...rest] = [...runner.prefix, join(bin, binary), ...args];
    const result = spawnSync(command as string, rest, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${binary} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // The socket lives in the cluster's folder: the system's socket folder may not be writable.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root}`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'log'), '-w', 'start']);
  const stop = (mode: 'immediate' | 'fast' = 'immediate') =>
    run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
};
