import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { PG_URL, testFileStoreUrl } from './build-test-app';
import { serverProcess } from './server-process';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Redis of the test machine and CI; tests key everything under a fresh REDIS_PREFIX. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface InstancePair {
  bases: [string, string];
  prefix: string;
  /** The PostgreSQL schema both use (benches write fixtures straight into it). */
  schema: string;
  /** Process ids of the two servers (benches read their memory). */
  pids: [number, number];
  /** `npm run admin -- …` against the same database and Redis; answers its output. */
  admin(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

async function pgQuery(text: string) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(text);
  await c.end();
}

async function waitUp(base: string, child: ChildProcess, out: () => string) {
  for (let i = 0; i < 450; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${out()}`);
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) return;
    } catch {
      /* still starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not start: ${out()}`);
}

/**
 * Two real server processes (this run's bundle of `src/main.ts`) on two ports, one PostgreSQL schema, one data folder
 * and one Redis under a prefix of their own, as a scaled-out deployment runs (issue 18). The first migrates
 * before the second starts, as a rolling deploy would.
 */
export async function startInstancePair(env: Record<string, string> = {}): Promise<InstancePair> {
  const schema = `ip_${randomBytes(5).toString('hex')}`;
  const prefix = `vsqx-test-${randomBytes(6).toString('hex')}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-pair-'));
  await pgQuery(`create schema ${schema}`);
  const ports: number[] = [];
  const procs: ChildProcess[] = [];
  const shared = {
    ...process.env,
    DATABASE_URL: PG_URL,
    PG_SCHEMA: schema,
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    FILE_STORE_URL: testFileStoreUrl(),
    ...env,
  };
  for (let i = 0; i < 2; i++) {
    // A random port below the ephemeral range (32768+), as spawn-server.ts picks its port; another process of
    // the run (a parallel CI step) once held it (EADDRINUSE), so a taken port is tried again elsewhere.
    for (let attempt = 1; ; attempt++) {
      const port = 20000 + Math.floor(Math.random() * 12000);
      let out = '';
      const child = spawn(...serverProcess('main'), {
        cwd: serverRoot,
        env: { ...shared, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (out += String(d)));
      child.stderr!.on('data', (d) => (out += String(d)));
      try {
        await waitUp(`http://127.0.0.1:${port}`, child, () => out);
      } catch (err) {
        if (attempt < 5 && out.includes('EADDRINUSE')) continue;
        throw err;
      }
      ports.push(port);
      procs.push(child);
      break;
    }
  }
  return {
    bases: [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`],
    prefix,
    schema,
    pids: [procs[0].pid!, procs[1].pid!],
    admin: (...args) =>
      new Promise((resolve, reject) => {
        const child = spawn(...serverProcess('admin', args), {
          cwd: serverRoot,
          env: shared,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout!.on('data', (d) => (out += String(d)));
        child.stderr!.on('data', (d) => (out += String(d)));
        child.once('exit', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`admin ${args.join(' ')} exited ${code}: ${out}`)),
        );
      }),
    async stop() {
      await Promise.all(
        procs.map((p) =>
          p.exitCode !== null
            ? undefined
            : new Promise<void>((resolve) => (p.once('exit', () => resolve()), p.kill('SIGTERM'))),
        ),
      );
      await pgQuery(`drop schema ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      // Leave nothing of this run in Redis.
      const r = new Redis(TEST_REDIS_URL);
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
      await r.quit();
    },
  };
}

/** A JSON call to one instance. */
export async function call(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'accept-language': 'zh-CN',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return {
    status: res.status,
    json: json as { success?: boolean; message?: string; data?: Record<string, unknown> } | undefined,
  };
}
