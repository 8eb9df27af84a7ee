import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

let dir: string;
const lockFile = () => join(dir, DATA_DIR_LOCK_FILE);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'balasin-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a folder a live process holds, naming it, and leaves its lock alone', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockFile(), `${other.pid}\n`);
      const error = (() => {
        try {
          lockDataDir(dir);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect((error as DataDirInUseError).message).toContain(
        `in use by another process (pid ${other.pid})`,
      );
      expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it("takes over a dead process's lock, and releases it", () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    writeFileSync(lockFile(), `${dead}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over its own pid left by an earlier run, but not a folder it holds now', () => {
    writeFileSync(lockFile(), `${process.pid}\n`);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it('creates the folder when it does not exist yet', () => {
    const fresh = join(dir, 'new', 'data');
    const release = lockDataDir(fresh);
    expect(readFileSync(join(fresh, DATA_DIR_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
