import type { FastifyInstance } from 'fastify';
import { opsEndpoints } from '@vsqx/domain';
import { ok, route } from '../../lib/route';
import { pingDatabase } from './ops.repository';

/** A check that has not answered within this long counts as down: a probe must not hang. */
const CHECK_TIMEOUT_MS = 3000;

async function check(run: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * DESIGN §8 "Operations": probes for a load balancer or an orchestrator. No auth and no secrets: the
 * answers say only which dependency is down, never why (no addresses, no error text).
 */
export async function opsRoutes(app: FastifyInstance) {
  route(
    app,
    opsEndpoints.health,
    { summary: 'Liveness: the process answers', tags: ['ops'] },
    async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      return ok({ status: 'ok' });
    },
  );

  route(
    app,
    opsEndpoints.ready,
    { summary: 'Readiness: the database and the file store answer (503 when not)', tags: ['ops'] },
    async ({ reply }) => {
      const { db, files } = app.ctx;
      const [database, fileStore] = await Promise.all([
        check(() => pingDatabase(db)),
        check(() => files.ping()),
      ]);
      const ready = database === 'ok' && fileStore === 'ok';
      reply.header('Cache-Control', 'no-store');
      if (!ready) reply.status(503);
      return { success: ready, message: ready ? '' : 'not ready', data: { database, file_store: fileStore } };
    },
  );
}
