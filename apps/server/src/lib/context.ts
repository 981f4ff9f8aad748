import type { AppConfig } from '../config/config';
import type { DB, Dialect } from '../db/database';
import type { FileStore } from '../files/file-store';

/** What every module needs, built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  db: DB;
  dialect: Dialect;
  files: FileStore;
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
