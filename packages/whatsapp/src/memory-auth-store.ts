import type { AuthStore } from './types.ts';

/**
 * An AuthStore in a Map: for tests, benchmarks and sandbox numbers that need not survive a
 * restart. The server's real one keeps the same entries in PostgreSQL.
 */
export const createMemoryAuthStore = (entries = new Map<string, string>()): AuthStore => ({
  get: async (keys) => {
    const found = new Map<string, string>();
    for (const key of keys) {
      const value = entries.get(key);
      if (value !== undefined) found.set(key, value);
    }
    return found;
  },
  set: async (changes) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) entries.delete(key);
      else entries.set(key, value);
    }
  },
  clear: async () => entries.clear(),
});
