import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { databaseProjects } from '../../vitest.shared.ts';

/** Brings up and kills a PostgreSQL cluster of its own: once per run, whatever the projects. */
const DB_FAULTS = 'test/db-faults.test.ts';
/** Builds the server and runs `npm start`: no test database, so once per run. */
const START = 'test/start.test.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['../../runtime-check.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than cores: one file at a time on two cores, which
    // leaves a core idle while a file waits on PostgreSQL, a timer or a child process.
    maxWorkers: Math.max(2, availableParallelism()),
    // Each file imports the whole server (tRPC routers, Drizzle, pg-boss): isolated, that was
    // seconds of CPU a file, over a third of the suite's. Files share the module cache instead;
    // every file still builds its own server and database, and our modules keep no state a file
    // could leak to the next (caches of pure results keyed by input or by database handle).
    isolate: false,
    projects: [
      ...databaseProjects().map((project) => ({
        ...project,
        test: { ...project.test, exclude: [...configDefaults.exclude, DB_FAULTS, START] },
      })),
      // Not extending the root: its include would bring every other file along.
      {
        test: {
          name: 'db-faults',
          include: [DB_FAULTS],
          globalSetup: ['../../runtime-check.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'start', include: [START], globalSetup: ['../../runtime-check.ts'] } },
    ],
  },
});
