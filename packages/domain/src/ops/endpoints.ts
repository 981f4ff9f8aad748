import { z } from 'zod';
import { endpoint } from '../common/endpoint';

/** A dependency's state in a readiness answer: never why it is down (DESIGN §8 "Operations"). */
const checkStateSchema = z.enum(['ok', 'down']);

/** The probes of a load balancer or an orchestrator (DESIGN §8 "Operations"); public, no secrets. */
export const opsEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    data: z.object({ status: z.literal('ok') }),
  }),
  /** HTTP 503 with `success: false`, `message: 'not ready'` and the same `data` while a dependency is down. */
  ready: endpoint({
    method: 'GET',
    path: '/api/ready',
    auth: 'none',
    data: z.object({ database: checkStateSchema, file_store: checkStateSchema }),
  }),
};
