// Runs the real server for a benchmark: the esbuild bundle of apps/server (as in production) in its own
// process, so autocannon in this process does not share its event loop.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT } from './report';
import SERVER_NODE_FLAGS from '../../apps/server/node-flags.json';

// Inside apps/server so the bundle resolves the server's own (non-hoisted) dependencies, as e2e builds do.
const OUT = path.join(ROOT, 'apps/server/.e2e-builds/bench');

/** Bundles the server (the same build as `npm run build -w @vsqx/server`). */
export function buildServer() {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: { ...process.env, SERVER_OUT: OUT },
    stdio: 'inherit',
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface BenchServer {
  base: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `node [--expose-gc] main.js` on a database (`env` from openWorldDb) with the bench-only routes on
 * (BENCH_STATIC=1: the static baseline, memory figures, forced GC). Logging stays at the production default
 * (`info`, one line per request) unless BENCH_LOG_LEVEL says otherwise; the lines go to a file. `dist`: another
 * build's folder (a before/after comparison), else this checkout's. `flags`: the V8 flags the product runs the
 * server with (apps/server/node-flags.json) unless given (a build from before them runs as it shipped). `cpus`:
 * the CPUs it may run on (`taskset -c`, bench/lib/placement.ts).
 */
export async function startServer(
  env: Record<string, string>,
  opts: { label: string; nodeArgs?: string[]; dist?: string; flags?: readonly string[]; cpus?: string },
): Promise<BenchServer> {
  const port = await freePort();
  fs.mkdirSync(path.join(ROOT, 'bench/.out'), { recursive: true });
  const log = fs.openSync(path.join(ROOT, `bench/.out/server-${opts.label}.log`), 'w');
  const args = [...(opts.flags ?? SERVER_NODE_FLAGS), ...(opts.nodeArgs ?? [])];
  const command = [process.execPath, ...args, path.join(opts.dist ?? OUT, 'main.js')];
  // taskset execs node in its own process: the pid stays the server's (its CPU is read from /proc).
  if (opts.cpus) command.unshift('taskset', '-c', opts.cpus);
  const proc = spawn(command[0], command.slice(1), {
    cwd: path.join(ROOT, 'bench/.out'),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      BENCH_STATIC: '1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      WEB_DIST: '/nonexistent',
      LOGIN_RATE_MAX: '1000000',
      // One address drives all the load: no per-address limit may shape the figures.
      RATE_COMMENT_MAX: '1000000',
      RATE_LICENCE_APPLY_MAX: '1000000',
      RATE_SQUARE_POST_MAX: '1000000',
      RATE_SUGGESTION_MAX: '1000000',
      RATE_UPLOAD_MAX: '1000000',
      RATE_SEARCH_MAX: '1000000',
    },
    stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null)
      throw new Error(`server exited (${proc.exitCode}); see bench/.out/server-${opts.label}.log`);
    try {
      if ((await fetch(`${base}/bench/static`)).ok) break;
    } catch {
      /* still starting */
    }
    if (i > 300) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    proc,
    async stop() {
      if (proc.exitCode !== null) return;
      const gone = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
      fs.closeSync(log);
    },
  };
}

/** Logs in through the real route; answers the bearer token. */
export async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { success: boolean; data?: { token: string }; message: string };
  if (!body.success || !body.data) throw new Error(`login ${username}: ${res.status} ${body.message}`);
  return body.data.token;
}

/** True when this module is the script being run (so each bench runs alone or from run.ts). */
export function isMain(metaUrl: string): boolean {
  return !!process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === metaUrl;
}

/** A memory figure of a process from /proc, in bytes: VmRSS (resident now) or VmHWM (peak resident). */
export function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
}
