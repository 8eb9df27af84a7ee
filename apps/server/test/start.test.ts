import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedNodeVersion } from '../../../runtime-check.ts';

/**
 * `npm start` as an operator runs it, minus its `prestart` build of the web app (npm's
 * --ignore-scripts skips pre-scripts only): the built server under `node` itself, with nothing
 * between npm and it, so the SIGTERM an orchestrator sends to npm stops the server gracefully.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const npmCli = process.env.npm_execpath;

const sparePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);

const commandLine = (pid: string) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

describe.skipIf(!npmCli || process.platform !== 'linux')('npm start', () => {
  let npm: ChildProcess;
  let output = '';
  let url = '';

  beforeAll(async () => {
    execFileSync(process.execPath, [npmCli as string, 'run', 'build', '-w', '@balasin/server'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    const port = await sparePort();
    url = `http://127.0.0.1:${port}`;
    npm = spawn(process.execPath, [npmCli as string, 'start', '--ignore-scripts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    for (let attempt = 0; attempt < 300 && npm.exitCode === null; attempt += 1) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    throw new Error(`the server did not start:\n${output}`);
  }, 90_000);

  afterAll(() => {
    if (npm.exitCode === null) npm.kill('SIGKILL');
  });

  it('runs the built bundle under node itself, directly below npm, and logs its Node version', () => {
    const [child, ...others] = childrenOf(npm.pid as number);
    expect(others).toEqual([]);
    const argv = commandLine(child as string);
    expect(argv[0]).toMatch(/node$/);
    expect(argv.at(-1)).toBe('apps/server/dist/main.js');
    expect(argv.join(' ')).not.toContain('tsx');
    expect(output).toContain(`runtime: Node v${pinnedNodeVersion}`);
  });

  it('stops gracefully when npm gets SIGTERM', async () => {
    npm.kill('SIGTERM');
    const code = await exited(npm);
    expect(output).toContain('SIGTERM: finishing requests in flight, then stopping');
    expect(code).toBe(0);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 30_000);
});
