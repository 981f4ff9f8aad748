import type { FastifyInstance } from 'fastify';

/**
 * Bench-only routes, registered only when BENCH_STATIC=1 (bench/ starts the server that way; production and
 * tests never do). `/bench/static` answers whatever JSON was last PUT there — the baseline "same payload, no
 * session, no query" route of bench/api.ts. `/bench/memory` forces a GC when the process runs with
 * --expose-gc and answers the memory figures, for bench/load.ts.
 */
export function registerBenchRoutes(app: FastifyInstance) {
  let payload: unknown = { success: true, message: '' };
  const hide = { schema: { hide: true } };
  app.put('/bench/static', hide, async (req) => {
    payload = req.body;
    return { success: true, message: '' };
  });
  app.get('/bench/static', hide, async () => payload);
  app.post('/bench/memory', hide, async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) gc();
    return { gc: !!gc, ...process.memoryUsage() };
  });
}
