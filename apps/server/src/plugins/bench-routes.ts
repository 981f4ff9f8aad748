import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Bench-only routes, registered only when BENCH_STATIC=1 (bench/ starts the server that way; production and
 * tests never do), so each figure has its floor measured in the same server and run:
 * - `/bench/static` answers whatever JSON was last PUT there: "same payload, no session, no query" (bench/api.ts);
 * - `POST /bench/plain-upload` pipes the raw body to a file and deletes it: no parsing, no checks (bench/upload.ts);
 * - `POST /bench/plain-store-upload` pipes the raw body into the file store's staging (`FileStore.stage`: a local
 *   file, or an S3 multipart upload into the bucket) and discards it: the floor of an upload on that store (bench/tus.ts);
 * - `/bench/memory` forces a GC when the process runs with --expose-gc and answers the memory figures (bench/load.ts).
 */
export async function registerBenchRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    let payload: unknown = { success: true, message: '' };
    const hide = { schema: { hide: true } };
    scope.put('/bench/static', hide, async (req) => {
      payload = req.body;
      return { success: true, message: '' };
    });
    scope.get('/bench/static', hide, async () => payload);
    scope.post('/bench/memory', hide, async () => {
      const gc = (globalThis as { gc?: () => void }).gc;
      if (gc) gc();
      return { gc: !!gc, ...process.memoryUsage() };
    });
    // Encapsulated: the raw stream parser applies to this scope only.
    scope.addContentTypeParser('application/octet-stream', (_req, body, done) => done(null, body));
    scope.post('/bench/plain-upload', { ...hide, bodyLimit: 1024 * 1024 * 1024 }, async (req) => {
      const file = path.join(app.ctx.config.dataDir, `plain-upload-${randomUUID()}`);
      try {
        await pipeline(req.body as Readable, fs.createWriteStream(file));
        return { success: true, message: '', data: { size: fs.statSync(file).size } };
      } finally {
        fs.rmSync(file, { force: true });
      }
    });
    scope.post('/bench/plain-store-upload', { ...hide, bodyLimit: 1024 * 1024 * 1024 }, async (req) => {
      const staged = await app.ctx.files.stage(req.body as Readable, 1024 * 1024 * 1024);
      await app.ctx.files.discard(staged.stagedKey);
      return { success: true, message: '', data: { size: staged.size } };
    });
  });
}
