import { defineConfig } from 'vitest/config';

/** The web app's unit tests (the browser tests are Playwright's, under e2e/). */
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], globalSetup: ['../../runtime-check.ts'] },
});
