import { z } from 'zod';

/*
 * Every environment variable the server reads, in one zod schema (issue 18): a bad value stops the start
 * with a message naming the variable, instead of a NaN port or a crash deep in a driver. Values are never
 * echoed back, since some of them (DATABASE_URL, FILE_STORE_URL, SMTP_URL) carry passwords.
 */

/** Unset and empty are the same: the default applies. */
const unset = (v: unknown) => v === undefined || v === '';

const int = (def: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return def;
      const n = /^\d+$/.test(v!.trim()) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`,
        });
        return z.NEVER;
      }
      return n;
    });

const positive = (def: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return def;
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message: 'expected a positive number' });
        return z.NEVER;
      }
      return n;
    });

const text = (def: string) =>
  z
    .string()
    .optional()
    .transform((v) => (unset(v) ? def : v!));

/** An address with one of `protocols` and a host, or empty (the feature's default). */
const url = (protocols: string[], what: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return '';
      let u: URL | null = null;
      try {
        u = new URL(v!);
      } catch {
        /* reported below */
      }
      if (!u || !protocols.includes(u.protocol) || !u.hostname) {
        ctx.addIssue({ code: 'custom', message: `expected ${what}` });
        return z.NEVER;
      }
      return v!;
    });

const flag = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return def;
      if (['1', 'true'].includes(v!)) return true;
      if (['0', 'false'].includes(v!)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected 0 or 1' });
      return z.NEVER;
    });

/** The limited actions (issue 18); each reads `RATE_<NAME>_MAX` and `RATE_<NAME>_WINDOW_MS`. */
export const RATE_LIMIT_DEFAULTS = {
  login: { max: 10, windowMs: 60_000 },
  register: { max: 10, windowMs: 60_000 },
  password_reset: { max: 10, windowMs: 60_000 },
  comment: { max: 20, windowMs: 60_000 },
  licence_apply: { max: 10, windowMs: 60_000 },
  square_post: { max: 10, windowMs: 60_000 },
  suggestion: { max: 10, windowMs: 60_000 },
  upload: { max: 30, windowMs: 60_000 },
  search: { max: 60, windowMs: 60_000 },
};
export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS;
export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitName[];
export const rateEnvName = (name: RateLimitName, part: 'MAX' | 'WINDOW_MS') =>
  `RATE_${name.toUpperCase()}_${part}`;

/** Optional whole numbers: unset leaves the default to config.ts (login's comes from LOGIN_RATE_*). */
const optionalInt = (min: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return undefined;
      const n = /^\d+$/.test(v!.trim()) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n) || n < min) {
        ctx.addIssue({ code: 'custom', message: `expected a whole number from ${min} up` });
        return z.NEVER;
      }
      return n;
    });

function rateLimitVars() {
  const vars: Record<string, ReturnType<typeof optionalInt>> = {};
  for (const name of RATE_LIMIT_NAMES) {
    vars[rateEnvName(name, 'MAX')] = optionalInt(1);
    vars[rateEnvName(name, 'WINDOW_MS')] = optionalInt(1);
  }
  return vars;
}

export const envSchema = z.object({
  PORT: int(8080, 0, 65535),
  HOST: text('127.0.0.1'),
  DATA_DIR: text('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return '';
      if (v!.startsWith('sqlite:') && v!.length > 'sqlite:'.length) return v!;
      let u: URL | null = null;
      try {
        u = new URL(v!);
      } catch {
        /* reported below */
      }
      // A host, or a socket folder in ?host= (postgres:///db?host=/run/postgresql).
      if (
        !u ||
        !['postgres:', 'postgresql:'].includes(u.protocol) ||
        !(u.hostname || u.searchParams.get('host'))
      ) {
        ctx.addIssue({
          code: 'custom',
          message:
            'expected postgres://user@host:5432/db (or sqlite:FILE, or empty for the SQLite file in DATA_DIR)',
        });
        return z.NEVER;
      }
      return v!;
    }),
  PG_SCHEMA: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return '';
      // It goes into the connection's search_path: a plain identifier only.
      if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(v!)) {
        ctx.addIssue({ code: 'custom', message: 'expected a schema name (letters, digits, _)' });
        return z.NEVER;
      }
      return v!;
    }),
  FILE_STORE_URL: url(['s3:'], 's3://KEY:SECRET@host:port/bucket, or empty for the local folder'),
  SEED_DEMO: flag(true),
  WEB_DIST: z
    .string()
    .optional()
    .transform((v) => (unset(v) ? null : v!)),
  TOKEN_TTL_DAYS: positive(30),
  SESSION_CACHE_MS: int(5000, 0),
  TRANSFER_DELAY_MS: int(3000, 0),
  PUBLISH_POLL_MS: int(5000, 100),
  VIEW_FLUSH_MS: int(1000, 0),
  STAGING_ORPHAN_MS: int(10 * 60 * 1000, 0),
  STAGING_STARTUP_ORPHAN_MS: int(60 * 1000, 0),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'expected fatal, error, warn, info, debug, trace or silent',
    })
    .optional()
    .transform((v) => v ?? 'info'),
  PG_POOL_SIZE: int(10, 1),
  // The prepared reads' pipelined connections (db/pipelined-reads.ts): few, each carrying many reads at once.
  PG_READ_CONNECTIONS: int(2, 1),
  PG_STATEMENT_TIMEOUT_MS: int(10_000, 0),
  // The login family's limit before RATE_<NAME>_* existed; still read as the default of login, register and
  // password_reset (config.ts).
  LOGIN_RATE_MAX: int(10, 1),
  LOGIN_RATE_WINDOW_MS: int(60_000, 1),
  // Public search's requests per IP and window (DESIGN §8 "Public search"); RATE_SEARCH_MAX, when set, wins.
  SEARCH_RATE_MAX: optionalInt(1),
  ...rateLimitVars(),
  LOGIN_BACKOFF_FREE: int(5, 0),
  LOGIN_BACKOFF_BASE_MS: int(1000, 0),
  LOGIN_BACKOFF_MAX_MS: int(15 * 60 * 1000, 0),
  MAX_EVENT_LOOP_DELAY_MS: int(1000, 0),
  SHUTDOWN_GRACE_MS: int(10_000, 1),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? '').trim();
      if (s === '' || s === 'false') return false as const;
      if (/^\d+$/.test(s)) return Number(s);
      if (s === 'true') {
        ctx.addIssue({
          code: 'custom',
          message: 'true would trust X-Forwarded-For from anyone; list the proxy addresses or CIDRs instead',
        });
        return z.NEVER;
      }
      return s
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
    }),
  FEEDBACK_GROUP: text('628461893'),
  FEEDBACK_EMAIL: text('support@vsqx.example'),
  PUBLIC_URL: url(['http:', 'https:'], 'https://your.site (or empty for http://HOST:PORT)'),
  SMTP_URL: url(
    ['smtp:', 'smtps:'],
    'smtp://user:pass@host:587 or smtps://…:465, or empty to write mail to DATA_DIR/outbox',
  ),
  MAIL_FROM: text('vsqx <no-reply@localhost>'),
  REDIS_URL: url(
    ['redis:', 'rediss:'],
    'redis://[:password@]host:6379[/db] (or rediss://), or empty for in-process limits and sessions',
  ),
  REDIS_PREFIX: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (unset(v)) return 'vsqx:';
      if (!/^[\w:.-]{1,64}$/.test(v!)) {
        ctx.addIssue({ code: 'custom', message: 'expected up to 64 letters, digits, _ : . -' });
        return z.NEVER;
      }
      return v!;
    }),
});

export type Env = z.infer<typeof envSchema>;

/** A configuration the server must not start with; the message names every bad variable. */
export class ConfigError extends Error {}

export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
  throw new ConfigError(`Invalid configuration, the server did not start:\n${lines.join('\n')}`);
}
