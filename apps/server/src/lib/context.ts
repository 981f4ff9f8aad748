import type { AppConfig } from '../config/config';
import type { DB, Dialect } from '../db/database';
import type { FileStore } from '../files/file-store';
import type { LiveBus } from '../modules/live/live-bus';
import type { Redis } from './redis';
import type { ViewBuffer } from '../modules/analytics/view-buffer';

/** What every module needs, built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  db: DB;
  dialect: Dialect;
  files: FileStore;
  /** Set when REDIS_URL is: shared rate-limit counters and session revocation across instances. */
  redis?: Redis;
  /** Tells every instance whose messages changed (modules/live). */
  live: LiveBus;
  /** Page views waiting for their batch (modules/analytics/view-buffer.ts). */
  views: ViewBuffer;
}

export interface AuthUser {
  id: number;
  username: string;
  isManager: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    lang: 'zh' | 'en';
  }
}
