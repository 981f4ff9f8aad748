import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProjectMeta } from '@vsqx/domain';

export interface ExtractOptions {
  /** Wall-clock limit; the worker is terminated past it. */
  timeoutMs?: number;
  /** V8 old-generation limit of the worker. */
  maxHeapMb?: number;
}

export const EXTRACT_DEFAULTS = { timeoutMs: 10_000, maxHeapMb: 256 } as const;
/** Workers running at once; more uploads wait their turn (each worker may take up to maxHeapMb). */
const MAX_PARALLEL = 2;

let running = 0;
const waiting: (() => void)[] = [];
/** Finished workers kept for the next upload, keyed by their heap limit. */
const idle: { worker: ChildProcess; maxHeapMb: number; drop: () => void }[] = [];
let nextId = 1;

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * How to start the worker process. In the bundle (dist/main.js) its code sits beside us as
 * meta-worker.js; from source (vitest, tsx) the .ts entry runs under tsx's loader.
 */
function workerEntry(): { file: string; loader: string[] } {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return { file: fileURLToPath(new URL('./meta-worker.js', self)), loader: [] };
  const req = createRequire(self);
  const tsx = pathToFileURL(
    path.join(path.dirname(req.resolve('tsx/package.json')), 'dist/esm/index.mjs'),
  ).href;
  return { file: fileURLToPath(new URL('./meta-worker.ts', self)), loader: ['--import', tsx] };
}

/** What the worker answers for a job; `reason` says why it failed ('timeout' and 'crashed' come from here). */
export interface WorkerAnswer {
  ok: boolean;
  reason?: string;
  [key: string]: unknown;
}

/**
 * Runs one job in a worker of the pool, with its memory limit and clock: reading a file's metadata
 * (`{ kind: 'meta' }`) or converting it (`{ kind: 'convert' }`, project-convert). At most two run at
 * once; a worker past its clock or out of memory is ended and answers `{ ok: false }`.
 */
export async function runWorkerJob(
  job: Record<string, unknown>,
  opts: ExtractOptions = {},
): Promise<WorkerAnswer> {
  const release = await slot();
  try {
    return await runWorker(job, { ...EXTRACT_DEFAULTS, ...opts });
  } finally {
    release();
  }
}

/**
 * Reads a project file's metadata off the request thread, in a worker with a memory limit and a
 * clock. Best-effort: whatever goes wrong (unknown format, hostile file, timeout, out of memory)
 * answers null, and the upload stays valid.
 */
export async function extractProjectMeta(
  filePath: string,
  extension: string,
  opts: ExtractOptions = {},
): Promise<ProjectMeta | null> {
  if (!fs.existsSync(filePath)) return null;
  const answer = await runWorkerJob({ kind: 'meta', filePath, extension }, opts);
  return answer.ok && answer.meta ? (answer.meta as ProjectMeta) : null;
}

/**
 * The worker is a process, not a thread: a thread past its heap limit inside native code (JSON.parse
 * of a hostile file) aborts the whole server with "FatalProcessOutOfMemory", while a process out of
 * memory only ends itself.
 */
function startWorker(maxHeapMb: number): ChildProcess {
  const { file, loader } = workerEntry();
  return fork(file, [], {
    execArgv: [
      ...loader,
      `--max-old-space-size=${maxHeapMb}`,
      '--max-semi-space-size=16',
      '--stack-size=3900',
    ],
    serialization: 'advanced',
  });
}

/** Whether a worker keeps the event loop alive (busy) or not (idle, kept for the next job). */
function hold(worker: ChildProcess, on: boolean) {
  if (on) {
    worker.ref();
    worker.channel?.ref();
  } else {
    worker.unref();
    worker.channel?.unref();
  }
}

/** Keeps a finished (or freshly started) worker for the next job, unreferenced, until it dies. */
function keepIdle(worker: ChildProcess, maxHeapMb: number) {
  // An idle worker must not keep the process alive.
  hold(worker, false);
  // A kept worker that dies while idle leaves the pool.
  const drop = () => {
    const k = idle.findIndex((w) => w.worker === worker);
    if (k >= 0) idle.splice(k, 1);
  };
  worker.once('exit', drop);
  idle.push({ worker, maxHeapMb, drop });
}

/**
 * Starts a worker before its first job when none is running or kept: a resumable upload's creation calls
 * this, so the worker's start (a process and its modules, about half a second) overlaps the upload's bytes
 * instead of delaying the answer to its last PATCH. A job that comes before the worker is ready waits for it.
 */
export function warmWorker(maxHeapMb: number = EXTRACT_DEFAULTS.maxHeapMb): void {
  if (running > 0 || idle.some((w) => w.maxHeapMb === maxHeapMb) || idle.length >= MAX_PARALLEL) return;
  keepIdle(startWorker(maxHeapMb), maxHeapMb);
}

function runWorker(job: Record<string, unknown>, opts: Required<ExtractOptions>): Promise<WorkerAnswer> {
  const i = idle.findIndex((w) => w.maxHeapMb === opts.maxHeapMb);
  const kept = i >= 0 ? idle.splice(i, 1)[0] : null;
  if (kept) kept.worker.off('exit', kept.drop);
  const worker = kept?.worker ?? startWorker(opts.maxHeapMb);
  hold(worker, true);
  const id = nextId++;
  return new Promise((resolve) => {
    let done = false;
    const finish = (answer: WorkerAnswer, reusable: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onGone);
      worker.off('exit', onGone);
      if (reusable && idle.length < MAX_PARALLEL) keepIdle(worker, opts.maxHeapMb);
      else worker.kill('SIGKILL');
      resolve(answer);
    };
    const onMessage = (m: WorkerAnswer & { id: number }) => {
      if (m.id === id) finish(m, true);
    };
    // An error here is the worker dying (out of memory, most often): it is not reused.
    const onGone = () => finish({ ok: false, reason: 'crashed' }, false);
    // Past the clock the worker is ended, never reused: a hostile file cannot hold it.
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }, false), opts.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onGone);
    worker.on('exit', onGone);
    worker.send({ ...job, id }, (err) => {
      if (err) onGone();
    });
  });
}
