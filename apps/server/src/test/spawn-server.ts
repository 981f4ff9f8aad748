import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PG_URL, TEST_DB } from './build-test-app';
import { serverProcess } from './server-process';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface SpawnedServer {
  base: string;
  dataDir: string;
  /** What the process was given beyond this one's environment (its database, data folder…): another process (the admin command) on the same data. */
  env: Record<string, string>;
  child: ChildProcess;
  output: () => string;
  /** The exit status once the process has ended by itself. */
  exitCode(): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The real server (this run's bundle of `src/main.ts`) in its own process, on this run's database (a fresh SQLite
 * folder, or a fresh PostgreSQL schema), for what only a real start shows: start-up work, bad configuration.
 * `prepare` runs on the data folder before the process starts.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => void,
): Promise<SpawnedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-spawn-'));
  prepare?.(dataDir);
  // Below Linux's ephemeral range (32768+), where the suite's own outgoing connections take ports: a port
  // picked there was once in use by the time the child listened (EADDRINUSE in graceful-shutdown.test.ts).
  const port = 20000 + Math.floor(Math.random() * 12000);
  const schema = TEST_DB === 'postgres' ? `sp_${randomBytes(5).toString('hex')}` : '';
  if (schema) await pgQuery(`create schema ${schema}`);
  let out = '';
  const own: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ...(schema ? { DATABASE_URL: PG_URL, PG_SCHEMA: schema } : {}),
    ...env,
  };
  const child = spawn(...serverProcess('main'), {
    cwd: serverRoot,
    env: { ...process.env, ...own },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    env: own,
    child,
    output: () => out,
    exitCode: () => exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (schema) await pgQuery(`drop schema ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pgQuery(text: string) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(text);
  await c.end();
}

/** Resolves once the server answers, or rejects when it exits first or does not start in time. */
export async function waitUp(s: SpawnedServer, path = '/api/docs/json'): Promise<void> {
  for (let i = 0; i < 450; i++) {
    if (s.child.exitCode !== null) throw new Error(`server exited (${s.child.exitCode}): ${s.output()}`);
    try {
      if ((await fetch(`${s.base}${path}`)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${s.base} did not start: ${s.output()}`);
}
