import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDb, type DbHandle, findUserByEmail } from '@balasin/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run admin:create` beside a running `npm start` on embedded PGlite: both opened the same
 * folder (PGlite has no lock), the command said "Created admin" and the server never saw the
 * admin, which was gone after its restart. The command now refuses while the folder is held.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const run = promisify(execFile);
const { DATABASE_URL: _postgres, ...withoutDatabaseUrl } = process.env;

let dataDir: string;
let running: DbHandle;

const adminCreate = (email: string) =>
  run(tsx, ['src/cli/admin-create.ts', '--email', email, '--password', 'a long password'], {
    cwd: serverDir,
    env: { ...withoutDatabaseUrl, DATA_DIR: dataDir },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

// About embedded PGlite only: once per run, in the PGlite project.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'admin:create beside a running server',
  () => {
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'balasin-admin-create-'));
      running = createDb({ dataDir });
      await running.migrate();
    }, 120_000);

    afterAll(async () => {
      await running.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses while another process holds the PGlite folder, and creates the admin once it is free', async () => {
      const refused = await adminCreate('admin-busy@example.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `The database folder ${dataDir} is in use by another process (pid ${process.pid})`,
      );
      expect(refused.stdout).not.toContain('Created admin');

      await running.close();
      const created = await adminCreate('admin-busy@example.com');
      expect(created.stdout).toContain('Created admin admin-busy@example.com.');

      running = createDb({ dataDir });
      expect((await findUserByEmail(running.db, 'admin-busy@example.com'))?.role).toBe('admin');
      await running.close();
    }, 180_000);
  },
);
