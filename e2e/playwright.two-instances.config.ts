import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { pgScript } from './two-instances/pg';

/**
 * Two instances behind one database (issue 24 "Live messages", done-when): two real server processes from the
 * built dist on one PostgreSQL schema (LISTEN/NOTIFY carries the signal; no Redis), each browser context on a
 * different instance. Run: `scripts/e2e-local.sh <name> --config playwright.two-instances.config.ts`, or
 * `npm run test:two-instances -w @vsqx/e2e` after a build; `npm test` runs it when PostgreSQL answers.
 * E2E_PG_URL overrides the database (default the test database of CI and the dev machine).
 */
const PORT = Number(process.env.E2E_PORT ?? 8769);
const PORT_B = Number(process.env.E2E_PORT_B ?? PORT + 1);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pgUrl = (process.env.E2E_PG_URL ??= 'postgres://root@127.0.0.1:5432/test');
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-e2e2-')));

/** The run's own schema, made once by the runner (before the servers start; workers inherit the name). */
function schemaOfRun(): string {
  if (process.env.E2E_PG_SCHEMA) return process.env.E2E_PG_SCHEMA;
  const schema = `e2e_${randomBytes(5).toString('hex')}`;
  // `pg` is the server's dependency: run where it resolves.
  execFileSync(process.execPath, ['-e', pgScript(`create schema ${schema}`)], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PG_URL: pgUrl },
    stdio: 'inherit',
  });
  return (process.env.E2E_PG_SCHEMA = schema);
}
const schema = schemaOfRun();

const server = (port: number) => ({
  command: `node ${path.join(process.env.E2E_SERVER_DIST ?? path.join(root, 'apps/server/dist'), 'main.js')}`,
  url: `http://127.0.0.1:${port}/api/docs/json`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: pgUrl,
    PG_SCHEMA: schema,
    REDIS_URL: '',
    SEED_DEMO: '0',
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    RATE_COMMENT_MAX: '1000',
  },
});

export default defineConfig({
  ...base,
  testDir: './two-instances',
  projects: [{ name: 'two-instances' }],
  outputDir: process.env.E2E_ARTIFACTS ?? './.artifacts-two-instances',
  globalTeardown: './two-instances/drop-schema.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  metadata: { instanceB: `http://127.0.0.1:${PORT_B}` },
  // In order: A migrates the schema before B starts, as a rolling deploy would.
  webServer: [server(PORT), server(PORT_B)],
});
