import { parentPort, workerData } from 'node:worker_threads';
import { MetaError } from './core/errors';
import { extractFromFile } from './extract';

/**
 * Worker entry: reads files on request and posts `{ id, ok, meta }` or `{ id, ok: false, reason }` for
 * each. The worker is kept and reused between uploads (starting one costs ~200 ms); it runs under the
 * memory limits and the clock of `extractProjectMeta`, which ends it on a timeout. Bundled as its own
 * file (build.mjs).
 */
async function read(filePath: string, extension: string) {
  try {
    return { ok: true, meta: await extractFromFile(filePath, extension) };
  } catch (err) {
    return { ok: false, reason: err instanceof MetaError ? err.reason : 'reader failed' };
  }
}

parentPort?.on('message', (job: { id: number; filePath: string; extension: string }) => {
  void read(job.filePath, job.extension).then((answer) => parentPort?.postMessage({ id: job.id, ...answer }));
});
void workerData;
