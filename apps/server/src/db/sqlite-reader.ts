import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A read sent to the worker: `sql` only the first time its statement number is used. */
export interface ReadAsk {
  id: number;
  stmt: number;
  sql?: string;
  params: readonly unknown[];
}
export type ReadAnswer =
  | { id: number; rows: unknown[][] }
  /** A statement's error: better-sqlite3's message and code (SQLITE_…). */
  | { id: number; error: string; code?: string };

export interface SqliteReader {
  /** The statement's rows as arrays of column values (better-sqlite3's raw mode). */
  all(sql: string, params: readonly unknown[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

/**
 * How to start the worker: in the bundle its code sits beside us as sqlite-reader-worker.js; from source
 * (vitest, tsx) the .ts entry is imported after tsx's loader is registered in the worker.
 */
function startWorker(file: string): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts'))
    return new Worker(new URL('./sqlite-reader-worker.js', self), { workerData: { file } });
  const tsxRoot = path.dirname(createRequire(self).resolve('tsx/package.json'));
  const tsx = path.join(tsxRoot, 'dist/esm/api/index.mjs');
  const entry = new URL('./sqlite-reader-worker.ts', self).href;
  const code = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, workerData: { file } });
}

/**
 * Reads of the SQLite file run by a worker thread on its own read-only connection (WAL lets it read beside the
 * server's connection, which keeps every write). better-sqlite3 runs a statement on the calling thread: a
 * search page's statement (an FTS5 lookup and up to a hundred rows' texts tested, ~100 µs) held the event loop,
 * and every other request, for as long as it ran. Here the loop only sends it and reads its rows; the statement
 * runs on the machine's other core (docs/performance.md "SQLite's search off the event loop").
 *
 * A read sees what was committed when it started, as any read outside a transaction does; the server's
 * connection commits before it answers, so a request always sees the writes of the requests answered before
 * it. The reads sent in one turn of the event loop go in one message. A worker that dies fails the reads it
 * held and is started again by the next read.
 */
export function sqliteReader(file: string): SqliteReader {
  let worker: Worker | undefined;
  const waiting = new Map<number, { resolve(rows: unknown[][]): void; reject(err: Error): void }>();
  /** Statement numbers by SQL text, for the worker that is running (a new worker learns them again). */
  let numbers = new Map<string, number>();
  let queued: ReadAsk[] = [];
  let nextId = 0;
  let closed = false;

  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };

  const running = (): Worker => {
    if (worker) return worker;
    const w = startWorker(file);
    w.unref();
    w.on('message', (answers: ReadAnswer[]) => {
      for (const a of answers) {
        const wait = waiting.get(a.id);
        if (!wait) continue;
        waiting.delete(a.id);
        if ('error' in a) wait.reject(Object.assign(new Error(a.error), { code: a.code }));
        else wait.resolve(a.rows);
      }
      // Idle, the worker does not keep the process alive; with reads waiting it does (a script's last await).
      if (!waiting.size) w.unref();
    });
    const gone = (err: Error) => {
      if (worker !== w) return;
      worker = undefined;
      numbers = new Map();
      queued = [];
      failAll(err);
    };
    w.on('error', gone);
    w.on('exit', (code) => gone(new Error(`sqlite reader exited (${code})`)));
    return (worker = w);
  };

  const flush = () => {
    const asks = queued;
    queued = [];
    if (asks.length) running().postMessage(asks);
  };

  return {
    all(sql, params) {
      if (closed) return Promise.reject(new Error('sqliteReader: closed'));
      const w = running();
      let stmt = numbers.get(sql);
      const first = stmt === undefined;
      if (stmt === undefined) numbers.set(sql, (stmt = numbers.size));
      const id = nextId++;
      if (!waiting.size) w.ref();
      if (!queued.length) setImmediate(flush);
      queued.push(first ? { id, stmt, sql, params } : { id, stmt, params });
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
    },
    async close() {
      closed = true;
      const w = worker;
      worker = undefined;
      failAll(new Error('sqliteReader: closed'));
      if (w) await w.terminate();
    },
  };
}
