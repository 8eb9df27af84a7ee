import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Database-backed test files run once on embedded PGlite and, when TEST_DATABASE_URL names a
 * PostgreSQL server, once more against it: both kinds stay proven on every run.
 */
export const databaseProjects = (): TestProjectInlineConfiguration[] => [
  { extends: true as const, test: { name: 'pglite', env: { TEST_DATABASE_URL: '' } } },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          extends: true as const,
          test: { name: 'postgres', env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } },
        },
      ]
    : []),
];
