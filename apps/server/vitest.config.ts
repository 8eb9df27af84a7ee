import { defineConfig } from 'vitest/config';
import { databaseProjects } from '../../vitest.shared.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databaseProjects(),
  },
});
