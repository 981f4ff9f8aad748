import { MetaError } from './core/errors';
import { extractFromFile } from './extract';
import { ConvertError, convertFile, type ConvertJob } from '../project-convert/convert-file';

/**
 * Worker process entry: reads files on request and posts `{ id, ok, meta }` or `{ id, ok: false, reason }` for
 * each; conversion jobs (`kind: 'convert'`) answer `{ id, ok, ext, size }`. The worker is kept and
 * reused between jobs (starting one costs ~200 ms); it runs under the memory limits and the clock of
 * `runWorkerJob`, which ends it on a timeout. Bundled as its own file (build.mjs).
 */
async function read(filePath: string, extension: string) {
  try {
    return { ok: true, meta: await extractFromFile(filePath, extension) };
  } catch (err) {
    return { ok: false, reason: err instanceof MetaError ? err.reason : 'reader failed' };
  }
}

async function convert(job: ConvertJob) {
  try {
    return { ok: true, ...(await convertFile(job)) };
  } catch (err) {
    return { ok: false, reason: err instanceof ConvertError ? err.reason : 'unreadable' };
  }
}

type Job =
  | { id: number; kind?: 'meta'; filePath: string; extension: string }
  | ({ id: number; kind: 'convert' } & ConvertJob);

process.on('message', (job: Job) => {
  const answer = job.kind === 'convert' ? convert(job) : read(job.filePath, job.extension);
  void answer.then((a) => process.send?.({ id: job.id, ...a }));
});
// The server is gone (ended, or killed): so is its worker.
process.on('disconnect', () => process.exit(0));
