import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * What the S3 step (scripts/test-s3.sh, a real S3 API: Swift + s3api) runs again with every test app's
 * files in a bucket: the store's own suite and the server tests that move files (issue 18 "Data"):
 * upload, download, metadata, transfer, backup, and (PostgreSQL) the two-instance test.
 */
const S3_TESTS = [
  'src/files/file-store.s3.test.ts',
  'src/modules/projects/project-uploads.routes.test.ts',
  'src/modules/projects/project-submit.routes.test.ts',
  'src/modules/projects/project-transfer.test.ts',
  'src/modules/files/downloads.routes.test.ts',
  'src/modules/project-meta/project-meta.routes.test.ts',
  'src/modules/midi/midi-upload.routes.test.ts',
  'src/modules/resumable-uploads/tus.routes.test.ts',
  'src/admin/admin.test.ts',
  'src/admin/backup-roundtrip.pg.test.ts',
  'src/contract/multi-instance.pg.test.ts',
];

const server = (db: 'sqlite' | 'postgres', s3 = false) => ({
  test: {
    name: `server-${s3 ? 's3-' : ''}${db}`,
    root: './apps/server',
    // The server tests run on S3 with PostgreSQL, the production pairing; SQLite + S3 runs the store's suite
    // (the server code above the store is the same on both databases, and the CI budget is 20 minutes).
    include: s3 ? (db === 'postgres' ? S3_TESTS : S3_TESTS.slice(0, 1)) : ['src/**/*.test.ts'],
    // *.pg.test.ts need PostgreSQL itself (several processes on one database); *.s3.test.ts a real S3 API.
    exclude: [
      ...(db === 'sqlite' ? ['src/**/*.pg.test.ts'] : []),
      ...(s3 ? [] : ['src/**/*.s3.test.ts']),
      '**/node_modules/**',
    ],
    env: { TEST_DB: db },
    // The server as a process of its own (spawned servers, the admin command) runs this run's bundle.
    globalSetup: [
      fileURLToPath(new URL('./apps/server/src/test/server-bundle.global-setup.ts', import.meta.url)),
    ],
    // Every file operation of the S3 step is a round trip to Swift: more time per test there.
    testTimeout: s3 ? 60_000 : 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // No module graph per file: importing the app again for each of ~220 files was 207 s of the run (5.8 min
    // became 3.1). Safe because every test builds its own app, database and folder (src/test/build-test-app.ts)
    // and nothing is mocked or stubbed: a module's state is only caches keyed by what each app owns. (A project
    // does not inherit the root's test options, hence here.)
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The server tests wait on
    // the database half the time, so two run side by side (9 min became 5.8 on two cores).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], isolate: false } },
      {
        // The web app below the browser tests: form mapping, list paging, the upload widget and page routes,
        // rendered in jsdom against a stubbed API typed by the domain's shapes (apps/web/src/test/).
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [fileURLToPath(new URL('./apps/web/src/test/setup.ts', import.meta.url))],
          testTimeout: 120_000,
        },
      },
      server('sqlite'),
      server('postgres'),
      server('sqlite', true),
      server('postgres', true),
    ],
  },
});
