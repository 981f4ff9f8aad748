import path from 'node:path';
import {
  parseEnv,
  RATE_LIMIT_DEFAULTS,
  RATE_LIMIT_NAMES,
  rateEnvName,
  type Env,
  type RateLimitName,
} from './env-schema';

export type RateLimits = Record<RateLimitName, { max: number; windowMs: number }>;

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
  /** How often each instance looks for scheduled publications that are due (modules/visibility). */
  publishPollMs: number;
  /** How long counted page views wait in memory before their batch is written (0 = written by the request). */
  viewFlushMs: number;
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
  /** Connections of the prepared reads (db/pipelined-reads.ts), each with many reads in flight. */
  pgReadConnections: number;
  pgStatementTimeoutMs: number;
  /**
   * Requests per client address and window for each limited action (issue 18), from `RATE_<NAME>_MAX` /
   * `RATE_<NAME>_WINDOW_MS`; login, register and password_reset default to `LOGIN_RATE_MAX` / `_WINDOW_MS`.
   * Past the limit: 429 '操作过于频繁，请稍后再试'. Counted in Redis when `redisUrl` is set, so every instance
   * shares one count; else in this process.
   */
  rateLimits: RateLimits;
  /** redis://… shares rate-limit counters and session revocations between instances; empty: in-process. */
  redisUrl: string;
  /** Prefix of every Redis key and channel this deployment uses (several deployments or test runs share one Redis). */
  redisPrefix: string;
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
  /**
   * Load shedding (`@fastify/under-pressure`): while the event loop's mean delay over the last second is
   * past this, requests answer 503 at once instead of queueing behind a stalled loop; 0 turns it off.
   */
  maxEventLoopDelayMs: number;
  /** SIGTERM/SIGINT: in-flight requests get this long to finish before the process exits anyway. */
  shutdownGraceMs: number;
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

const LOGIN_FAMILY: RateLimitName[] = ['login', 'register', 'password_reset'];

function rateLimitsFrom(e: Env): RateLimits {
  const read = e as unknown as Record<string, number | undefined>;
  const out = {} as RateLimits;
  for (const name of RATE_LIMIT_NAMES) {
    const def = LOGIN_FAMILY.includes(name)
      ? { max: e.LOGIN_RATE_MAX, windowMs: e.LOGIN_RATE_WINDOW_MS }
      : name === 'search'
        ? { ...RATE_LIMIT_DEFAULTS.search, max: e.SEARCH_RATE_MAX ?? RATE_LIMIT_DEFAULTS.search.max }
        : RATE_LIMIT_DEFAULTS[name];
    out[name] = {
      max: read[rateEnvName(name, 'MAX')] ?? def.max,
      windowMs: read[rateEnvName(name, 'WINDOW_MS')] ?? def.windowMs,
    };
  }
  return out;
}

/** The configuration from the environment, validated by `envSchema`; throws ConfigError naming every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const e = parseEnv(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgSchema: e.PG_SCHEMA,
    fileStoreUrl: e.FILE_STORE_URL,
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST,
    tokenTtlMs: e.TOKEN_TTL_DAYS * DAY,
    sessionCacheMs: e.SESSION_CACHE_MS,
    transferDelayMs: e.TRANSFER_DELAY_MS,
    publishPollMs: e.PUBLISH_POLL_MS,
    viewFlushMs: e.VIEW_FLUSH_MS,
    stagingOrphanMs: e.STAGING_ORPHAN_MS,
    stagingStartupOrphanMs: e.STAGING_STARTUP_ORPHAN_MS,
    logLevel: e.LOG_LEVEL,
    pgPoolSize: e.PG_POOL_SIZE,
    pgReadConnections: e.PG_READ_CONNECTIONS,
    pgStatementTimeoutMs: e.PG_STATEMENT_TIMEOUT_MS,
    rateLimits: rateLimitsFrom(e),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    loginBackoff: {
      freeFailures: e.LOGIN_BACKOFF_FREE,
      baseMs: e.LOGIN_BACKOFF_BASE_MS,
      maxMs: e.LOGIN_BACKOFF_MAX_MS,
    },
    trustProxy: e.TRUST_PROXY,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    feedback: { group: e.FEEDBACK_GROUP, email: e.FEEDBACK_EMAIL },
    publicUrl: (e.PUBLIC_URL || `http://${reachableHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ...overrides,
  };
}

/**
 * `TRUST_PROXY`: empty (the default) trusts no proxy; a whole number trusts that many hops; anything else
 * is a comma-separated list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`), as Fastify accepts.
 * `true` (trust every peer) is refused on purpose: it lets any client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  return parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
}
