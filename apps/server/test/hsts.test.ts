import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers.ts';

/** HSTS means something only over https: it is sent when the public address is https. */
describe.each([
  ['http://localhost:3000', false],
  ['https://balasin.example', true],
])('with APP_URL %s', (appUrl, sendsHsts) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ appUrl });
  });
  afterAll(() => server.close());

  it(
    sendsHsts ? 'sends Strict-Transport-Security' : 'sends no Strict-Transport-Security',
    async () => {
      for (const url of ['/api/health', '/', '/api/%zz']) {
        const response = await server.app.inject({ method: 'GET', url });
        if (sendsHsts)
          expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
        else expect(response.headers['strict-transport-security'], url).toBeUndefined();
      }
    },
  );
});
