import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestServer } from '/work/main/apps/server/test/helpers.ts';
it('dump', async () => {
  const s = await createTestServer();
  const r = await s.app.inject({ method: 'GET', url: '/api/openapi.json' });
  writeFileSync('/tmp/oa/doc.json', r.body);
  writeFileSync('/tmp/oa/routes.txt', s.app.printRoutes({ commonPrefix: false }));
  await s.close();
});
