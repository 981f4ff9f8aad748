// Bundles bench-server.ts like the production server is bundled (esbuild, npm packages external, the
// metadata worker beside it) and runs it as its own process, so load generator and server do not share a
// thread. Answers the ready line and a stop function.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { build } from 'esbuild';
import { ROOT } from '../lib/report';

// Inside the server package, so its own node_modules resolve the external packages (gitignored folder).
const OUT = path.join(ROOT, 'apps/server/.e2e-builds/bench-projects');

export async function bundleServer(): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  await build({
    entryPoints: {
      'bench-server': path.join(ROOT, 'bench/projects/bench-server.ts'),
      'meta-worker': path.join(ROOT, 'apps/server/src/modules/project-meta/meta-worker.ts'),
    },
    outdir: OUT,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@vsqx/')),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'warning',
  });
  return path.join(OUT, 'bench-server.js');
}

export interface Running<T> {
  child: ChildProcess;
  ready: T & { pid: number };
  stop(): Promise<void>;
}

export async function startServer<T>(entry: string, env: Record<string, string>): Promise<Running<T>> {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout! });
  const ready = await new Promise<T & { pid: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (l) => {
      if (l.startsWith('{"ready":true')) resolve(JSON.parse(l));
    });
  });
  return {
    child,
    ready,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident set size of a process now, in bytes (Linux /proc). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}
