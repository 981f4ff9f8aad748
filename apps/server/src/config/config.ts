import path from 'node:path';

/** Runtime configuration, from the environment with working defaults (DESIGN §4). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… selects PostgreSQL; empty means the embedded SQLite file under dataDir. */
  databaseUrl: string;
  /** PostgreSQL schema to use instead of the default (lets several deployments or tests share a database). */
  pgSchema: string;
  /** s3://… selects an S3-compatible store; empty means the local folder under dataDir. */
  fileStoreUrl: string;
  seedDemo: boolean;
  /** Folder holding the built web app (site + creator centre); absent in API-only tests. */
  webDist: string | null;
  tokenTtlMs: number;
  /** How long a resolved session is remembered in-process (0 = off); bounds how late another instance sees a logout. */
  sessionCacheMs: number;
  /** Delay before a changed project file is live (the spec's transfer state); 0 in tests that want it at once. */
  transferDelayMs: number;
  /** A staged file nobody references (its upload died with a process) is removed once this old. */
  stagingOrphanMs: number;
  /**
   * At start-up the sweep is bolder: a staged file nobody references and nobody has written for this long
   * is the remains of an upload cut by the crash or restart (a live upload, on another instance, keeps
   * writing). Then once more after this delay, for files written just before the crash.
   */
  stagingStartupOrphanMs: number;
  logLevel: string;
  pgPoolSize: number;
  pgStatementTimeoutMs: number;
  loginRateLimit: { max: number; windowMs: number };
  /**
   * Per-account delay after failed logins: the first `freeFailures` cost nothing, then each one locks the
   * name for `baseMs` doubling up to `maxMs`; a success resets it. Bounded, so an attacker cannot lock a
   * user out for long.
   */
  loginBackoff: { freeFailures: number; baseMs: number; maxMs: number };
  /**
   * Which peers may set X-Forwarded-For (Fastify's `trustProxy`): false trusts nobody, so the client's
   * address is the socket's; addresses/CIDRs trust those proxies; a number trusts that many hops.
   */
  trustProxy: boolean | number | string[];
  feedback: { group: string; email: string };
  /** Where the site is reached from outside; mailed links are built from it, never from a request's Host. */
  publicUrl: string;
  /** smtp(s)://user:pass@host:port sends mail; empty writes each message under dataDir/outbox/ (DESIGN §8). */
  smtpUrl: string;
  mailFrom: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** A wildcard listen address is no address to put in a link: the default public URL names this machine instead. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    pgSchema: env.PG_SCHEMA ?? '',
    fileStoreUrl: env.FILE_STORE_URL ?? '',
    seedDemo: (env.SEED_DEMO ?? '1') !== '0',
    webDist: env.WEB_DIST ?? null,
    tokenTtlMs: Number(env.TOKEN_TTL_DAYS ?? 30) * DAY,
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 5000),
    transferDelayMs: Number(env.TRANSFER_DELAY_MS ?? 3000),
    stagingOrphanMs: Number(env.STAGING_ORPHAN_MS ?? 10 * 60 * 1000),
    stagingStartupOrphanMs: Number(env.STAGING_STARTUP_ORPHAN_MS ?? 60 * 1000),
    logLevel: env.LOG_LEVEL ?? 'info',
    pgPoolSize: Number(env.PG_POOL_SIZE ?? 10),
    pgStatementTimeoutMs: Number(env.PG_STATEMENT_TIMEOUT_MS ?? 10_000),
    loginRateLimit: { max: Number(env.LOGIN_RATE_MAX ?? 10), windowMs: Number(env.LOGIN_RATE_WINDOW_MS ?? 60_000) },
    loginBackoff: {
      freeFailures: Number(env.LOGIN_BACKOFF_FREE ?? 5),
      baseMs: Number(env.LOGIN_BACKOFF_BASE_MS ?? 1000),
      maxMs: Number(env.LOGIN_BACKOFF_MAX_MS ?? 15 * 60 * 1000),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    feedback: {
      group: env.FEEDBACK_GROUP ?? '628461893',
      email: env.FEEDBACK_EMAIL ?? 'support@vsqx.example',
    },
    publicUrl: (env.PUBLIC_URL || `http://${reachableHost(host)}:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM || 'vsqx <no-reply@localhost>',
    ...overrides,
  };
}

/**
 * `TRUST_PROXY`: empty (the default) trusts no proxy; a whole number trusts that many hops; anything else
 * is a comma-separated list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`), as Fastify accepts.
 * `true` (trust every peer) is refused on purpose: it lets any client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') throw new Error('TRUST_PROXY=true would trust X-Forwarded-For from anyone; list the proxy addresses instead');
  return v.split(',').map((a) => a.trim()).filter(Boolean);
}
