import { defineConfig } from 'vitest/config';

const server = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts need PostgreSQL itself (several processes on one database).
    exclude: db === 'sqlite' ? ['src/**/*.pg.test.ts', '**/node_modules/**'] : ['**/node_modules/**'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      server('sqlite'),
      server('postgres'),
    ],
  },
});
