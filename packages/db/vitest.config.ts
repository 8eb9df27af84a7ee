import { defineConfig } from 'vitest/config';

// The migration test covers both database kinds itself.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000, globalSetup: ['../../runtime-check.ts'] },
});
