import { afterAll, beforeAll } from 'vitest';
import { inboxClient } from './inbox-helpers.ts';
import { useTestServer } from './use-test-server.ts';

/**
 * A test server listening on a real port, for files that open inbox streams: the server is built
 * first, then listens; after the tests every stream the file opened is closed before the server
 * (vitest runs after-hooks in reverse order), so no stream holds the shutdown.
 */
export const useInboxServer = () => {
  const server = useTestServer();
  const inbox = inboxClient(() => server);
  beforeAll(() => inbox.listen());
  afterAll(() => inbox.closeAll());
  return { server, inbox };
};
