// The worker thread of sqlite-reader.ts: its own read-only connection to the server's SQLite file, running the
// statements it is sent and answering their rows as arrays.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { ReadAnswer, ReadAsk } from './sqlite-reader';

const port = parentPort!;
const sqlite = new SQLite((workerData as { file: string }).file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
/** Statements by the number the main thread gave their SQL text (sent once, with its first read). */
const statements: SQLite.Statement[] = [];

port.on('message', (asks: ReadAsk[]) => {
  const answers: ReadAnswer[] = asks.map(({ id, stmt, sql, params }) => {
    try {
      if (sql !== undefined) statements[stmt] = sqlite.prepare(sql).raw(true);
      return { id, rows: statements[stmt].all(params) as unknown[][] };
    } catch (err) {
      const { message, code } = err as { message?: string; code?: string };
      return { id, error: message ?? String(err), code };
    }
  });
  port.postMessage(answers);
});
