import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { msg } from '@vsqx/domain';
import { requestLang } from '../modules/auth/auth.routes';

/** What a shed request is told to wait before trying again, in seconds. */
const RETRY_AFTER_S = 5;

/**
 * Sheds load before the event loop stalls (issue 18): while the loop's mean delay over the last sample
 * (1 s) is past `maxEventLoopDelayMs`, every request answers 503 with the envelope and `Retry-After` at
 * once, instead of queueing behind work the process cannot finish in time; a load balancer sends it
 * elsewhere and the requests already running get the loop back. `/api/health` (liveness) still answers:
 * a busy process is alive, and restarting it would throw away the requests it is finishing. `/api/ready`
 * sheds like the rest, which takes the instance out of rotation until it recovers. 0 turns this off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  maxEventLoopDelayMs: number,
  sampleIntervalMs = 1000,
) {
  if (maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    // under-pressure sends what the handler returns, and lets the request through when it returns nothing;
    // its types only know the second case.
    pressureHandler: ((req: FastifyRequest, reply: FastifyReply) => {
      if (req.url === '/api/health') return undefined;
      reply.status(503).header('Retry-After', RETRY_AFTER_S).header('Cache-Control', 'no-store');
      return { success: false, message: msg('serverBusy', requestLang(req)) };
    }) as unknown as () => void,
  });
}
