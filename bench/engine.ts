import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Target } from './database.ts';
import type { EngineBenchResult } from './engine-process.ts';

/** The engine benchmark in a process of its own, on a fresh copy of the target's database. */
export const runEngineBench = async (target: Target, numbers: number) => {
  await target.reset();
  const child = fork(fileURLToPath(new URL('./engine-process.ts', import.meta.url)), {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...target.env, ENGINE_NUMBERS: String(numbers) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<EngineBenchResult>((resolve, reject) => {
    child.once('message', (result) => resolve(result as EngineBenchResult));
    child.once('exit', (code) =>
      reject(new Error(`engine bench exited (${code}) without a result`)),
    );
  });
};

export const formatEngine = (kind: string, r: EngineBenchResult) =>
  [
    `Connection engine (${kind}), ${r.numbers} sandbox numbers in one process:`,
    `  all connected in ${r.connectAllMs} ms (claimed 50 a pass, one pass a second here)`,
    `  RSS ${r.rssIdleMb} MB idle -> ${r.rssConnectedMb} MB connected: ${r.rssPerNumberKb} KB RSS, ${r.heapPerNumberKb} KB heap per number`,
    `  dropped link -> connected again (${r.reconnects} drops): p50 ${r.reconnectP50Ms} ms, p95 ${r.reconnectP95Ms} ms, max ${r.reconnectMaxMs} ms`,
  ].join('\n');
