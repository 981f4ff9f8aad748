import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig, type RateLimits } from '../config/config';
import { RATE_LIMIT_NAMES } from '../config/env-schema';
import { checkResponsesAgainstDocument } from './response-conformance';
import { SchemaRefusal } from '../lib/errors';
import type { LogSink } from '../lib/request-log';

/** Which database this run of the suite uses: vitest runs the server suite once per value. */
export const TEST_DB = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
export const PG_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/test';

/**
 * The file store of this run: '' (each app's own local folder) unless the S3 step of `npm test` set
 * TEST_S3_URL (scripts/test-s3.sh), then a fresh bucket on that real S3 API per call.
 */
export function testFileStoreUrl(): string {
  const url = process.env.TEST_S3_URL;
  return url ? url.replace(/\/vsqx\?/, `/t${randomBytes(6).toString('hex')}?`) : '';
}

/** A shared schema's refusal of a call's input (lib/errors.ts SchemaRefusal). */
export interface Refusal {
  route: string;
  field: string;
  code: string;
  message: string;
  /** A rule across fields, which the document cannot state. */
  acrossFields: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Every input the shared schemas refused, in order (contract/fuzz.test.ts reads them). */
  refusals: Refusal[];
  close(): Promise<void>;
}

/**
 * A real app on a real database: a fresh SQLite file, or a fresh PostgreSQL schema, and a fresh
 * file store folder, per call.
 */
/** Every limit out of the way of tests that are not about it; a test about one passes `rateLimits: { name }`. */
function relaxedRateLimits(chosen: Partial<RateLimits> = {}): RateLimits {
  const all = {} as RateLimits;
  for (const name of RATE_LIMIT_NAMES) all[name] = chosen[name] ?? { max: 1000, windowMs: 60_000 };
  return all;
}

export type TestOverrides = Omit<Partial<AppConfig>, 'rateLimits'> & {
  rateLimits?: Partial<RateLimits>;
  /** Another database than this run's (the backup round trip moves between both). */
  db?: 'sqlite' | 'postgres';
  /** The app logs at `logLevel` into this sink (else not at all). */
  logSink?: LogSink;
};

export async function buildTestApp({
  db = TEST_DB,
  logSink,
  ...overrides
}: TestOverrides = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-test-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', FILE_STORE_URL: testFileStoreUrl() },
    // Load shedding off unless a test asks for it: a suite sharing two cores stalls loops on its own.
    {
      transferDelayMs: 0,
      maxEventLoopDelayMs: 0,
      viewFlushMs: 0,
      ...overrides,
      rateLimits: relaxedRateLimits(overrides.rateLimits),
    },
  );
  let schema: string | undefined;
  if (db === 'postgres') {
    schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    config.databaseUrl = PG_URL;
  }
  const app = await buildApp(config, { pgSchema: schema, logger: !!logSink, logSink });
  const conformance = checkResponsesAgainstDocument(app);
  const refusals: Refusal[] = [];
  app.addHook('onError', async (req, _reply, err) => {
    if (err instanceof SchemaRefusal)
      refusals.push({
        route: `${req.method} ${req.routeOptions.url}`,
        field: err.field,
        code: err.code,
        message: err.messageKey,
        acrossFields: err.acrossFields,
      });
  });
  await app.ready();
  return {
    app,
    config,
    refusals,
    async close() {
      await app.close();
      if (schema) {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
      conformance.assertNone();
    },
  };
}
