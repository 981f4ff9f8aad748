import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { LIMITS } from '@vsqx/domain';
import type { AppConfig } from './config/config';
import { ConfigError } from './config/env-schema';
import { createDatabase, migrateToLatest, type DatabaseHandle } from './db/database';
import { createFileStore } from './files';
import type { AppContext } from './lib/context';
import { registerErrorMapper } from './plugins/error-mapper';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRateLimits } from './plugins/rate-limits';
import { connectRedis } from './lib/redis';
import { createLiveBus } from './modules/live/live-bus';
import { rejectNulCharacters } from './plugins/input-guard';
import { authPlugin } from './modules/auth/auth.routes';
import { featureRoutes } from './modules';
import { registerWebApp } from './plugins/web-app';
import { registerBenchRoutes } from './plugins/bench-routes';
import { registerLoadShedding } from './plugins/load-shedding';
import { documentResponses } from './plugins/openapi-responses';
import { RESPONSE_COMPONENTS } from './lib/route-doc';
import { createViewBuffer } from './modules/analytics/view-buffer';
import { stopJobs } from './modules/jobs/job-queue';
import { stopSearchMerge } from './modules/search/merge-schedule';
import { OneLinePerRequest, standardOutput, type LogSink } from './lib/request-log';

export interface BuildOptions {
  /** PostgreSQL schema to use (tests isolate each app in its own). */
  pgSchema?: string;
  logger?: boolean;
  /** Where the log lines go instead of standard output (a test reading them). */
  logSink?: LogSink;
}

/** `TRUST_PROXY=<n>`: the nearest n hops are proxies (Fastify does the same for a number; its types omit it). */
const trustHops = (n: number) => (_address: string, hop: number) => hop < n;

/** Builds the whole server from a configuration; `main.ts` listens, tests inject. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const handle: DatabaseHandle = createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pgSchema: opts.pgSchema ?? (config.pgSchema || undefined),
    pgPoolSize: config.pgPoolSize,
    pgReadConnections: config.pgReadConnections,
    pgStatementTimeoutMs: config.pgStatementTimeoutMs,
  });
  await migrateToLatest(handle);
  const files = await createFileStore(config.dataDir, config.fileStoreUrl);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  if (redis) {
    // Shared limits and revocation were asked for: without them, do not start (as for a bad DATABASE_URL).
    let cause: Error | undefined; // the connection's own error says why (ECONNREFUSED, NOAUTH…), the ping's only that it gave up
    redis.once('error', (err: Error) => (cause = err));
    try {
      await redis.ping();
    } catch (err) {
      redis.disconnect();
      await handle.close();
      throw new ConfigError(
        `REDIS_URL: Redis did not answer at start (${(cause ?? (err as Error)).message})`,
      );
    }
  }
  let logWarn: (msg: string, err?: unknown) => void = () => {};
  let live;
  try {
    live = await createLiveBus(
      config,
      redis,
      handle.pgSchema,
      (msg, err) => logWarn(msg, err),
      handle.dataVersion,
    );
  } catch (err) {
    redis?.disconnect();
    await handle.close();
    throw new ConfigError(`live messages: the bus did not start (${(err as Error).message})`);
  }
  const views = createViewBuffer(handle.db, handle.dialect, config.viewFlushMs, (msg, err) =>
    logWarn(msg, err),
  );
  const ctx: AppContext = { config, db: handle.db, dialect: handle.dialect, files, redis, live, views };

  const app = Fastify({
    logger:
      opts.logger === false ? false : { level: config.logLevel, stream: opts.logSink ?? standardOutput() },
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    requestTimeout: 10 * 60 * 1000,
    // Only configured proxies may name the client (TRUST_PROXY); otherwise per-address rules (login limit,
    // view and download de-duplication) could be reset by any client sending X-Forwarded-For.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // The shared zod schemas validate in handlers; JSON schemas on routes only document them.
    ajv: { customOptions: { strict: false } },
  });
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.decorate('ctx', ctx);
  if (redis) {
    // ioredis reports every failed reconnect; one line per 10 s says Redis is down without flooding the log.
    let lastWarn = 0;
    redis.on('error', (err: Error) => {
      if (Date.now() - lastWarn < 10_000) return;
      lastWarn = Date.now();
      app.log.warn(
        { err: err.message },
        'Redis unreachable: rate-limited routes let requests through, other instances see revocations after SESSION_CACHE_MS',
      );
    });
  }
  logWarn = (msg, err) => app.log.warn({ err: err instanceof Error ? err.message : err }, msg);
  // Before the database closes (preClose runs ahead of every onClose): the views of the last interval.
  app.addHook('preClose', async () => void (await views.close()));
  // ...and the jobs this process is running (their timers cleared), so none meets a closed database.
  app.addHook('preClose', async () => stopJobs(ctx));
  // ...and the search index merge's step in flight (modules/search/merge-schedule.ts).
  app.addHook('preClose', async () => stopSearchMerge(ctx));
  app.addHook('onClose', async () => handle.close());
  app.addHook('onClose', async () => live.close());
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  registerErrorMapper(app);
  registerSecurityHeaders(app);
  await registerLoadShedding(app, config.maxEventLoopDelayMs);
  rejectNulCharacters(app);
  // Clients that send `Content-Type: application/json` with no body (a bare POST) get `{}`, not a 400;
  // everything else goes through Fastify's safe parser (prototype-poisoning protection included).
  const safeJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, {}) : safeJson(req, body as string, done),
  );
  await app.register(formbody, { bodyLimit: 1024 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: LIMITS.projectFileMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 24 },
  });
  await registerRateLimits(app, redis);
  await app.register(swagger, {
    openapi: {
      info: { title: 'vsqx creator platform API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: RESPONSE_COMPONENTS,
      },
    },
    transform: documentResponses,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await authPlugin(app);
  for (const routes of featureRoutes) await app.register(routes);
  if (process.env.BENCH_STATIC === '1') await registerBenchRoutes(app);
  await registerWebApp(app, config.webDist, fastifyStatic);
  return app;
}
