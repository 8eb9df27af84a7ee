import { parseArgs } from 'node:util';
import { ensureAdmin } from '@balasin/api';
import { parseEnv, resolveDataDir } from '../env.ts';
import { openDb } from '../open-db.ts';

const usage =
  'Usage: npm run admin:create -- --email admin@example.com --password "at least 8 chars"';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
if (!values.email || !values.password) {
  console.error(usage);
  process.exit(2);
}

const env = parseEnv(process.env);
const db = openDb({ databaseUrl: env.DATABASE_URL, dataDir: resolveDataDir(env.DATA_DIR) });
try {
  await db.migrate();
  const outcome = await ensureAdmin(db.db, values.email, values.password);
  const said = {
    created: `Created admin ${values.email}.`,
    promoted: `${values.email} already existed; it is now an admin (its password is unchanged).`,
    enabled: `${values.email} had been disabled; it is enabled again (its password is unchanged).`,
    unchanged: `${values.email} is already an admin (its password is unchanged).`,
  };
  console.log(said[outcome]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
