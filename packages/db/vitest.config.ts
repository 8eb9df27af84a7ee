import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The migration test covers both database kinds itself.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['../../runtime-check.ts'],
    // Vitest's default is one worker fewer than cores: one file at a time on two cores, while
    // most of a file's time is spent waiting on PostgreSQL (13 CPU-seconds of 100 s).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
