import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file in a PGlite folder that names the process holding it. */
export const DATA_DIR_LOCK_FILE = 'balasin.pid';

/** Another live process has the folder open: opening it too would lose or corrupt its writes. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by another process (pid ${pid}): embedded PGlite ` +
        'allows one process per folder. Stop that process and try again, or, to make an admin, ' +
        'set ADMIN_EMAIL and ADMIN_PASSWORD and restart the server. If no such process runs, ' +
        `delete ${join(dataDir, DATA_DIR_LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Folders this process holds: our own pid in a lock file is then no leftover of an earlier run. */
const heldHere = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string) => {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Claims a PGlite folder for this process, or throws DataDirInUseError. PGlite has no lock of its
 * own, and a second process on the same folder (`npm run admin:create` beside `npm start`) reports
 * success while the first never sees its writes and overwrites them. A holder that died without
 * releasing (a crash, SIGKILL) is detected by its pid and replaced; our own pid there is a
 * leftover too (a container's server is pid 1 after every restart) unless this process holds
 * the folder already. Returns the release.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const dir = resolve(dataDir);
  const file = join(dir, DATA_DIR_LOCK_FILE);
  if (heldHere.has(dir)) throw new DataDirInUseError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  // Written whole under a name of our own, then linked into place: the link fails when the file
  // exists, and a reader never finds it empty.
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    for (;;) {
      try {
        linkSync(mine, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dir, holder);
      }
      // A leftover: remove it and claim again.
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
  }
  heldHere.add(dir);
  return () => {
    heldHere.delete(dir);
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
};
