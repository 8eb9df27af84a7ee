import { afterAll, beforeAll } from 'vitest';
import { createTestServer, type TestServer } from './helpers.ts';

/**
 * One test server for the file (or the describe block) that calls it: built before its tests,
 * closed after them. The answer is filled in once the server is built, so it can be a `const`
 * at the top of the file and handed to helpers as it is; a TestServer is plain fields and
 * closures, so a copy of its fields is the server itself.
 */
export const useTestServer = (): TestServer => {
  const server = {} as TestServer;
  // A fresh database migrates in most of a minute on a busy two-core machine.
  beforeAll(async () => {
    Object.assign(server, await createTestServer());
  }, 180_000);
  afterAll(() => server.close());
  return server;
};
