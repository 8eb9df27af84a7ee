import { clearAuthKeys, type Db, readAuthKeys, writeAuthKeys } from '@balasin/db';
import type { AuthStore } from '@balasin/whatsapp';

/** A number's WhatsApp auth state in PostgreSQL, never in files: any process can resume it. */
export const createDbAuthStore = (db: Db, numberId: string): AuthStore => ({
  get: (keys) => readAuthKeys(db, numberId, keys),
  set: (entries) => writeAuthKeys(db, numberId, entries),
  clear: () => clearAuthKeys(db, numberId),
});
